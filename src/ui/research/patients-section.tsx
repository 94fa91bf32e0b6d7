import { useSelector } from '@xstate/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_PATIENT_FILES } from '../../../contract/research'
import {
  selectActivePatient,
  selectIsBusy,
  selectIsUploading,
  selectPatients,
  selectUploadPercent,
  selectUploadProblem,
  uploadProblemText,
} from '../../machines/research-space/research-space.connect'
import type { PickedFile } from '../../services/research'
import { ConfirmButton } from './confirm-button'
import { PickList } from './pick-list'
import type { ResearchActor } from './research-screen'

/** The files an `<input type="file">` gives, as the upload sends them. */
const pickedFiles = (list: FileList | null): PickedFile[] =>
  [...(list ?? [])].map((file) => ({ name: file.name, size: file.size, type: file.type, blob: file }))

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** The chosen patient's PDFs: listed (a scan flagged), uploaded with progress, removed. */
function PatientDocuments({ actor }: { actor: ResearchActor }) {
  const { t } = useTranslation()
  const id = useId()
  const patient = useSelector(actor, selectActivePatient)
  const busy = useSelector(actor, selectIsBusy)
  const uploading = useSelector(actor, selectIsUploading)
  const percent = useSelector(actor, selectUploadPercent)
  const problem = useSelector(actor, selectUploadProblem)
  // Bumped after each send, so the file input starts empty again.
  const [inputKey, setInputKey] = useState(0)
  if (!patient) return null
  const problemText = uploadProblemText(t, problem)
  return (
    <div className="research-active" data-testid="active-patient">
      <div className="research-section-header">
        <h3>{t('research.patients.documentsHeading', { label: patient.label })}</h3>
        <ConfirmButton
          label={t('research.patients.delete')}
          ariaLabel={t('research.patients.deleteNamed', { label: patient.label })}
          confirmLabel={t('research.patients.deleteConfirm')}
          disabled={busy}
          onConfirm={() => actor.send({ type: 'patient.delete', patientId: patient.id })}
        />
      </div>
      {patient.documents.length === 0 ? (
        <p className="muted">{t('research.patients.noDocuments')}</p>
      ) : (
        <ul className="research-documents">
          {patient.documents.map((document) => (
            <li key={document.id}>
              <span>
                <span>{document.filename}</span>{' '}
                <span className="muted text-sm">
                  {t('research.patients.pages', { count: document.pages })} · {sizeOf(document.bytes)}
                </span>
                {!document.has_text && (
                  <span className="badge research-scan">{t('research.patients.scan')}</span>
                )}
              </span>
              <ConfirmButton
                label={t('research.patients.removeDocument')}
                ariaLabel={t('research.patients.removeDocumentNamed', { name: document.filename })}
                confirmLabel={t('research.patients.removeDocumentConfirm')}
                disabled={busy}
                onConfirm={() =>
                  actor.send({ type: 'document.delete', patientId: patient.id, documentId: document.id })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        aria-busy={uploading || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          const input = event.currentTarget.elements.namedItem('files') as HTMLInputElement | null
          actor.send({
            type: 'documents.upload',
            patientId: patient.id,
            files: pickedFiles(input?.files ?? null),
          })
          setInputKey((key) => key + 1)
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-files`}>{t('research.patients.upload.label')}</label>
          <input
            key={inputKey}
            id={`${id}-files`}
            type="file"
            name="files"
            multiple
            accept="application/pdf,.pdf"
            disabled={busy}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problemText ? ` ${id}-problem` : ''}`}
          />
          <p id={`${id}-hint`} className="field-hint">
            {t('research.patients.upload.hint', { count: MAX_PATIENT_FILES })}
          </p>
          {problemText && (
            <p id={`${id}-problem`} className="field-error" role="alert">
              {problemText}
            </p>
          )}
        </div>
        {percent !== null && (
          <div role="status" className="research-progress">
            <progress max={100} value={percent} aria-label={t('research.patients.upload.progressLabel')} />
            <span>{t('research.patients.upload.progress', { percent })}</span>
          </div>
        )}
        <button type="submit" aria-disabled={busy || undefined}>
          {t('research.patients.upload.submit')}
        </button>
      </form>
    </div>
  )
}

/** The space's patients: added by a label, one chosen, its documents below. */
export function PatientsSection({ actor }: { actor: ResearchActor }) {
  const { t } = useTranslation()
  const id = useId()
  const patients = useSelector(actor, selectPatients)
  const active = useSelector(actor, selectActivePatient)
  const busy = useSelector(actor, selectIsBusy)
  const [label, setLabel] = useState('')
  const [labelMissing, setLabelMissing] = useState(false)
  return (
    <section aria-labelledby={id} className="card research-patients">
      <h2 id={id}>{t('research.patients.heading')}</h2>
      {patients.length === 0 && <p className="muted">{t('research.patients.empty')}</p>}
      <PickList
        items={patients}
        activeId={active?.id}
        busy={busy}
        name={(patient) => patient.label}
        note={(patient) => (
          <>
            {t('research.patients.documents', { count: patient.documents.length })}
            {patient.documents.some((document) => !document.has_text) &&
              ` · ${t('research.patients.hasScan')}`}
          </>
        )}
        onPick={(patient) => actor.send({ type: 'patient.open', patientId: patient.id })}
      />
      <form
        noValidate
        className="research-inline-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (label.trim() === '') {
            setLabelMissing(true)
            return
          }
          actor.send({ type: 'patient.create', label: label.trim() })
          setLabel('')
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-label`}>{t('research.patients.label')}</label>
          <input
            id={`${id}-label`}
            name="label"
            value={label}
            maxLength={200}
            required
            aria-invalid={labelMissing || undefined}
            aria-describedby={`${id}-label-hint${labelMissing ? ` ${id}-label-error` : ''}`}
            onChange={(event) => {
              setLabel(event.currentTarget.value)
              setLabelMissing(false)
            }}
          />
          <p id={`${id}-label-hint`} className="field-hint">
            {t('research.patients.labelHint')}
          </p>
          {labelMissing && (
            <p id={`${id}-label-error`} className="field-error">
              {t('research.patients.labelRequired')}
            </p>
          )}
        </div>
        <button type="submit" aria-disabled={busy || undefined} disabled={busy}>
          {t('research.patients.add')}
        </button>
      </form>
      <PatientDocuments actor={actor} />
    </section>
  )
}
