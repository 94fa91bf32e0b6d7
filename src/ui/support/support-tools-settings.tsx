import { useTranslation } from 'react-i18next'
import { bookmarkletHref } from '../../services/bookmarklet'

/**
 * Settings → support tools: the paste tool, a bookmark that pastes the last note copied from Escriba into
 * the focused text box of any page (an EHR), with its messages in the person's language.
 */
export function SupportToolsSettings() {
  const { t } = useTranslation()
  const href = bookmarkletHref({
    clipboard: t('supportTools.messages.clipboard'),
    notEscriba: t('supportTools.messages.notEscriba'),
    noTextArea: t('supportTools.messages.noTextArea'),
    unsupportedInput: t('supportTools.messages.unsupportedInput'),
  })
  return (
    <>
      <section data-section="support-tools">
        <h2>{t('supportTools.title')}</h2>
        <p>{t('supportTools.intro')}</p>
        <p>
          <a
            href="#paste-tool"
            // React refuses javascript: addresses in props: the bookmark's address is set on the element, and
            // a click here does nothing (the app's own page runs no inline script under its CSP).
            ref={(link) => {
              link?.setAttribute('href', href)
              if (link) link.onclick = (event) => event.preventDefault()
            }}
            className="button primary"
            data-testid="bookmarklet"
            draggable
            aria-describedby="bookmarklet-hint"
          >
            {t('supportTools.linkLabel')}
          </a>
        </p>
        <p id="bookmarklet-hint" className="field-hint">
          {t('supportTools.dragHint')}
        </p>
        <h3>{t('supportTools.installTitle')}</h3>
        <ol>
          <li>{t('supportTools.install1')}</li>
          <li>{t('supportTools.install2')}</li>
        </ol>
        <h3>{t('supportTools.useTitle')}</h3>
        <ol>
          <li>{t('supportTools.use1')}</li>
          <li>{t('supportTools.use2')}</li>
          <li>{t('supportTools.use3')}</li>
        </ol>
      </section>
      <section>
        <h2>{t('supportTools.messagesTitle')}</h2>
        <ul>
          <li>{t('supportTools.messages.clipboard')}</li>
          <li>{t('supportTools.messages.notEscriba')}</li>
          <li>{t('supportTools.messages.noTextArea')}</li>
          <li>{t('supportTools.messages.unsupportedInput')}</li>
        </ul>
      </section>
    </>
  )
}
