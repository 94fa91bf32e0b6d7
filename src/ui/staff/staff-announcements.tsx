import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { connectStaffAnnouncements } from '../../machines/staff-announcements/staff-announcements.connect'
import { AnnouncementsPreview } from '../announcements/carousel'
import { CommandButton } from '../components/command-button'
import { CommandForm } from '../components/command-form'
import { TextField } from '../components/fields'
import { DoneNotice, ProblemNotice } from '../components/problem-notice'
import { useConnect } from '../components/use-connect'
import { useReturnFocus } from '../components/use-return-focus'
import { TextControlField } from '../templates/parts'
import { useStaffDateFormat } from './date-format'
import { StaffSection } from './staff-section'
import { useStaffAnnouncementsActor } from './use-staff-announcements-actor'

type AnnouncementsView = ReturnType<typeof connectStaffAnnouncements>
function Preview({ preview }: { preview: AnnouncementsView['preview'] }) {
  const headingId = useId()
  const announcement = preview.announcement
  return (
    <section
      aria-labelledby={headingId}
      className="staff-announcement-preview"
      data-testid="staff-announcement-preview"
    >
      <h3 id={headingId}>{preview.heading}</h3>
      <fieldset className="cluster">
        <legend>{preview.readerLegend}</legend>
        {preview.readers.map((reader) => (
          <label key={reader.value}>
            <input type="radio" name="preview_language" checked={reader.checked} onChange={reader.onChange} />{' '}
            {reader.label}
          </label>
        ))}
      </fieldset>
      {preview.fallback && <p className="muted text-sm">{preview.fallback}</p>}
      {preview.empty && <p className="muted">{preview.empty}</p>}
      {announcement && (
        // A new carousel for each change: the one home draws, showing only the announcement written.
        <AnnouncementsPreview key={JSON.stringify(announcement)} announcements={[announcement]} />
      )}
    </section>
  )
}

type AnnouncementItem = AnnouncementsView['list']['items'][number]

/** One announcement; 'Keep' on its confirmation gives the focus back to its 'Remove'. */
function Item({ item }: { item: AnnouncementItem }) {
  const ref = useReturnFocus<HTMLLIElement>(!!item.confirm)
  return (
    <li ref={ref} className="staff-item staff-announcement">
      <strong>{item.title}</strong>
      <span className={`staff-status staff-announcement-${item.stateKind}`}>{item.state}</span>
      <span className="staff-announcement-body">{item.body}</span>
      <span className="muted text-sm">{item.window}</span>
      <span className="muted text-sm">{item.languages}</span>
      {item.remove && <CommandButton command={item.remove} />}
      {item.confirm && (
        <div className="staff-confirm">
          <fieldset>
            <legend>{item.confirm.question}</legend>
            <div className="staff-actions">
              <CommandButton command={item.confirm.yes} className="danger" />
              <CommandButton command={item.confirm.no} autoFocus />
            </div>
          </fieldset>
        </div>
      )}
    </li>
  )
}

function List({ list }: { list: AnnouncementsView['list'] }) {
  const headingId = useId()
  // A removed announcement takes its row with it: the focus goes to the list's first button.
  const ref = useReturnFocus<HTMLElement>(list.items.some((item) => item.confirm))
  return (
    <section ref={ref} aria-labelledby={headingId}>
      <h3 id={headingId}>{list.heading}</h3>
      <p>
        <CommandButton command={list.reload} />
      </p>
      {list.loading && <p role="status">{list.loading}</p>}
      {list.empty && <p>{list.empty}</p>}
      <ul className="staff-list">
        {list.items.map((item) => (
          <Item key={item.key} item={item} />
        ))}
      </ul>
    </section>
  )
}

/**
 * Staff console → announcements: write one (Portuguese required, English, German and Spanish optional),
 * schedule it, see it as the home carousel will show it in a reader's language, publish it; list and
 * remove.
 */
export function StaffAnnouncements() {
  const { t } = useTranslation()
  const actor = useStaffAnnouncementsActor()
  const view = useConnect(actor, connectStaffAnnouncements, useStaffDateFormat('short'))
  const formHeadingId = useId()
  const formId = useId()
  const { form } = view
  return (
    <StaffSection title={t('staff.sections.announcements')} busy={view.isBusy} testId="staff-announcements">
      <ProblemNotice problem={view.problem} retry={view.retry} />
      <DoneNotice message={view.done} />
      <div className="staff-editor-columns">
        <CommandForm
          id={formId}
          aria-labelledby={formHeadingId}
          className="staff-announcement-form"
          onSubmit={form.submit.onClick}
        >
          <h3 id={formHeadingId}>{form.heading}</h3>
          <p className="muted">{form.intro}</p>
          {form.languages.map((group) => (
            <fieldset key={group.key}>
              <legend>{group.legend}</legend>
              <TextControlField field={group.title} />
              <TextControlField field={group.body} multiline />
            </fieldset>
          ))}
          <fieldset>
            <legend>{form.window.legend}</legend>
            <TextField field={form.window.startsAt} />
            <TextField field={form.window.endsAt} />
          </fieldset>
        </CommandForm>
        <Preview preview={view.preview} />
      </div>
      {/* After the preview (below it on a phone): write, see, then publish. */}
      <p className="staff-announcement-publish">
        <button type="submit" form={formId} className="primary" disabled={form.submit.disabled}>
          {form.submit.label}
        </button>
      </p>
      <List list={view.list} />
    </StaffSection>
  )
}
