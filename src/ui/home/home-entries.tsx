import { useSelector } from '@xstate/react'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { selectUser } from '../../machines/app/app.selectors'
import { selectIsAssistantUnconfigured } from '../../machines/engine-readiness/engine-readiness.connect'
import type { EngineReadinessActor } from '../engines/use-engine-readiness-actor'
import { AccountFormSection } from '../settings/account-form'
import { useAppActor } from '../shell-context'
import { Disclosure } from './disclosure'
import './home.css'

// The chat and the picker load when their entry is first opened, not with home.
const AssistantChat = lazy(() =>
  import('../assistant/assistant-chat').then((module) => ({ default: module.AssistantChat })),
)
const ModelPicker = lazy(() =>
  import('../models/model-picker').then((module) => ({ default: module.ModelPicker })),
)

/**
 * The AI assistant, marked coming soon on home (spec), or not configured when the server has no language
 * model for it (GET /health, read by `engines`): it opens the working chat in place.
 */
export function AssistantEntry({ engines }: { engines?: EngineReadinessActor | undefined }) {
  const { t } = useTranslation()
  const unconfigured = useSelector(engines, selectIsAssistantUnconfigured)
  return (
    <Disclosure
      title={t('home.entries.assistant.title')}
      badge={t(unconfigured ? 'home.entries.notConfigured' : 'home.entries.comingSoon')}
    >
      <p className="muted text-sm">{t('home.entries.assistant.intro')}</p>
      <AssistantChat />
    </Disclosure>
  )
}

/** Private and experimental models: the picker over GET /v1/models, saved per user. */
export function ModelsEntry() {
  const { t } = useTranslation()
  return (
    <Disclosure title={t('home.entries.models.title')}>
      <ModelPicker />
    </Disclosure>
  )
}

/** The tutorial's steps, in order. */
const TUTORIAL_STEPS = ['mode', 'type', 'check', 'record', 'finish', 'documents'] as const

/** How to record a consultation, in a few steps, with the help articles behind it. */
export function TutorialEntry() {
  const { t } = useTranslation()
  return (
    <Disclosure title={t('home.entries.tutorial.title')}>
      <ol className="home-tutorial">
        {TUTORIAL_STEPS.map((step) => (
          <li key={step}>{t(`home.entries.tutorial.steps.${step}`)}</li>
        ))}
      </ol>
      <p>
        <Link to="/settings/support">{t('home.entries.tutorial.more')}</Link>
      </p>
    </Disclosure>
  )
}

/** The way to settings → audio (microphone, noise suppression, echo cancellation, gain). */
export function AudioSettingsEntry() {
  const { t } = useTranslation()
  return (
    <section className="home-entry card">
      <h2>
        <Link to="/settings/audio">{t('home.entries.audio.title')}</Link>
      </h2>
      <p className="muted text-sm">{t('home.entries.audio.intro')}</p>
    </section>
  )
}

/** The interface language, switched at once and saved in the account (its form loads once opened). */
export function LanguageEntry() {
  const { t } = useTranslation()
  const user = useSelector(useAppActor(), selectUser)
  if (!user) return null
  return (
    <Disclosure title={t('home.entries.language.title')}>
      <AccountFormSection form="language" user={user} title={t('settings.language.title')} />
    </Disclosure>
  )
}

/** Home's entries, in one group: assistant, models, audio capture, tutorial, language. */
export function HomeEntries({ engines }: { engines?: EngineReadinessActor }) {
  const { t } = useTranslation()
  return (
    <section className="home-entries" aria-label={t('home.entries.label')}>
      <AssistantEntry engines={engines} />
      <ModelsEntry />
      <AudioSettingsEntry />
      <TutorialEntry />
      <LanguageEntry />
    </section>
  )
}
