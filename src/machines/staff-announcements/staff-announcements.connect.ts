import type { SnapshotFrom } from 'xstate'
import { LANGUAGES, type Language } from '../../../contract/constants'
import type { StaffAnnouncement } from '../../../contract/staff'
import type { TextFieldProps, Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import { MAX_BODY, MAX_TITLE, previewOf } from './announcement-draft'
import type { StaffAnnouncementsEvent, staffAnnouncementsMachine } from './staff-announcements.machine'

type StaffAnnouncementsSnapshot = SnapshotFrom<typeof staffAnnouncementsMachine>

export const selectIsBusy = (snapshot: StaffAnnouncementsSnapshot) => snapshot.hasTag('busy')

/** The languages an announcement is written in, as their codes (pt · en). */
const languagesOf = (announcement: StaffAnnouncement) =>
  LANGUAGES.filter((language) => announcement.texts[language])
    .map((language) => language.toUpperCase())
    .join(' · ')

/**
 * The announcements section: the form (one group of title and body per language), the window, the
 * preview's reader language and the announcement the carousel would show; then the list, each with its
 * state, window and a remove that asks first.
 */
export function connectStaffAnnouncements(
  snapshot: StaffAnnouncementsSnapshot,
  send: Send<StaffAnnouncementsEvent>,
  t: Translate,
  formatDate: (iso: string) => string,
) {
  const { announcements, draft, fieldProblems, previewLanguage, removing, done, problem } = snapshot.context
  const busy = selectIsBusy(snapshot)
  const loading = snapshot.hasTag('loading')
  const markOf = (path: string) => {
    const mark = fieldProblems[path]
    return mark ? t(`staff.announcements.fieldProblems.${mark}`) : null
  }
  // Each end of the window: a date and time in the browser's time, with its hint and problem.
  const when = (
    name: 'starts_at' | 'ends_at',
    label: string,
    hint: string,
  ): Omit<TextFieldProps, 'value' | 'onChange'> => ({
    kind: 'text',
    type: 'datetime-local',
    autoComplete: 'off',
    required: false,
    name,
    label,
    hint,
    readOnly: busy,
    error: markOf(name),
  })
  const preview = previewOf(draft, previewLanguage)
  return {
    isBusy: busy,
    problem: problem ? t(`staff.announcements.problems.${problem}`) : null,
    retry: commandIfAccepted(snapshot, send, { type: 'announcements.retry' }, t('staff.retry')),
    done: done ? t(`staff.announcements.done.${done}`) : null,
    form: {
      heading: t('staff.announcements.newHeading'),
      intro: t('staff.announcements.newIntro'),
      languages: LANGUAGES.map((language) => ({
        key: language,
        legend: t(
          language === 'pt' ? 'staff.announcements.languageRequired' : 'staff.announcements.languageOptional',
          { language: t(`staff.announcements.languages.${language}`) },
        ),
        title: {
          name: `title_${language}`,
          label: t('staff.announcements.title'),
          value: draft.texts[language].title,
          maxLength: MAX_TITLE,
          readOnly: busy,
          error: markOf(`texts.${language}.title`),
          onChange: (value: string) => send({ type: 'draft.title', language, value }),
        },
        body: {
          name: `body_${language}`,
          label: t('staff.announcements.body'),
          value: draft.texts[language].body,
          maxLength: MAX_BODY,
          readOnly: busy,
          error: markOf(`texts.${language}.body`),
          onChange: (value: string) => send({ type: 'draft.body', language, value }),
        },
      })),
      window: {
        legend: t('staff.announcements.window'),
        startsAt: {
          ...when('starts_at', t('staff.announcements.startsAt'), t('staff.announcements.startsHint')),
          value: draft.startsAt,
          onChange: (value: string) => send({ type: 'draft.startsAt', value }),
        },
        endsAt: {
          ...when('ends_at', t('staff.announcements.endsAt'), t('staff.announcements.endsHint')),
          value: draft.endsAt,
          onChange: (value: string) => send({ type: 'draft.endsAt', value }),
        },
      },
      submit: {
        label: t('staff.announcements.publish'),
        disabled: busy || !snapshot.can({ type: 'announcement.create' }),
        onClick: () => send({ type: 'announcement.create' }),
      },
    },
    preview: {
      heading: t('staff.announcements.preview'),
      readerLegend: t('staff.announcements.previewAs'),
      readers: LANGUAGES.map((language: Language) => ({
        value: language,
        label: t(`staff.announcements.languages.${language}`),
        checked: previewLanguage === language,
        onChange: () => send({ type: 'preview.language', language }),
      })),
      announcement: preview,
      /** The reader's language is missing: they read Portuguese, as the server will answer them. */
      fallback:
        preview && preview.language !== previewLanguage
          ? t('staff.announcements.previewFallback', {
              language: t(`staff.announcements.languages.${previewLanguage}`),
            })
          : null,
      empty: preview ? null : t('staff.announcements.previewEmpty'),
    },
    list: {
      heading: t('staff.announcements.listHeading'),
      reload: {
        label: t('staff.announcements.reload'),
        disabled: !snapshot.can({ type: 'announcements.reload' }),
        onClick: () => send({ type: 'announcements.reload' }),
      },
      loading: loading ? t('app.loading') : null,
      empty:
        !loading && !snapshot.hasTag('error') && announcements.length === 0
          ? t('staff.announcements.empty')
          : null,
      items: announcements.map((announcement) => ({
        key: announcement.id,
        title: announcement.texts.pt.title,
        body: announcement.texts.pt.body,
        state: t(`staff.announcements.states.${announcement.state}`),
        stateKind: announcement.state,
        window: announcement.ends_at
          ? t('staff.announcements.between', {
              start: formatDate(announcement.starts_at),
              end: formatDate(announcement.ends_at),
            })
          : t('staff.announcements.fromUntilRemoved', { start: formatDate(announcement.starts_at) }),
        languages: t('staff.announcements.writtenIn', { languages: languagesOf(announcement) }),
        remove:
          removing?.id === announcement.id
            ? null
            : {
                label: t('staff.announcements.remove'),
                ariaLabel: t('staff.announcements.removeNamed', { title: announcement.texts.pt.title }),
                disabled: !snapshot.can({ type: 'announcement.remove', id: announcement.id }),
                onClick: () => send({ type: 'announcement.remove', id: announcement.id }),
              },
        confirm:
          removing?.id === announcement.id
            ? {
                question: t('staff.announcements.removeQuestion', { title: announcement.texts.pt.title }),
                yes: {
                  label: t('staff.announcements.removeYes'),
                  disabled: !snapshot.can({ type: 'remove.confirm' }),
                  onClick: () => send({ type: 'remove.confirm' }),
                },
                no: {
                  label: t('staff.announcements.removeNo'),
                  disabled: !snapshot.can({ type: 'remove.cancel' }),
                  onClick: () => send({ type: 'remove.cancel' }),
                },
              }
            : null,
      })),
    },
  }
}
