import { z } from 'zod'
import { envelope, Id, Language } from './common'
import {
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  MIN_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  PHONE_NUMBER_PATTERN,
} from './constants'

export { MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from './constants'

/** Account states a clinician can be in; `mobile` makes the desktop follow the phone's sessions. */
export const ConsultationMode = z.enum(['desktop', 'mobile'])
export type ConsultationMode = z.infer<typeof ConsultationMode>

export const Email = z.email({ pattern: EMAIL_PATTERN }).max(MAX_EMAIL_LENGTH)
export const Password = z.string().min(MIN_PASSWORD_LENGTH).max(200)
export const PersonName = z.string().trim().min(MIN_NAME_LENGTH).max(120)
/** International or national phone number: digits with optional +, spaces, dots, dashes and brackets. */
export const PhoneNumber = z.string().trim().regex(PHONE_NUMBER_PATTERN, 'Invalid phone number')

/** The user as the server sends it (`d_user`). */
export const User = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  language: Language,
  phone_number: z.string().nullable(),
  medical_speciality_id: Id.nullable(),
  organization_id: Id.nullable(),
  opt_in_newsletter: z.boolean(),
  opt_in_product_contact: z.boolean(),
  save_audios: z.boolean(),
  save_text_data: z.boolean(),
  consultation_mode: ConsultationMode,
  force_password_change: z.boolean(),
  email_confirmed: z.boolean(),
  /**
   * The generation model the clinician chose (an id of GET /v1/models), used when a request names none;
   * null for the server's default. Optional so answers of servers without the choice still parse.
   */
  preferred_model: z.string().nullable().optional(),
  /** Support staff, who may open the staff console (/staff); absent from servers before the console. */
  staff: z.boolean().optional(),
})
export type User = z.infer<typeof User>
export const UserEnvelope = envelope(z.object({ d_user: User }))

export const LoginRequest = z.object({
  user: z.object({ email: Email, password: z.string().min(1).max(200) }),
})
export type LoginRequest = z.infer<typeof LoginRequest>

export const SignupRequest = z.object({
  user: z.object({ name: PersonName, email: Email, password: Password, language: Language }),
  invitation_token: z.string().min(1).max(200).optional(),
})
export type SignupRequest = z.infer<typeof SignupRequest>

/** Profile fields a user may change; email is changed only through support. */
export const AccountUpdateRequest = z.object({
  user: z
    .object({
      /** Only accepted when unchanged: an email changes through support. */
      email: z.string().max(254),
      name: PersonName,
      phone_number: PhoneNumber.nullable(),
      medical_speciality_id: Id.nullable(),
      language: Language,
      opt_in_newsletter: z.boolean(),
      opt_in_product_contact: z.boolean(),
      save_audios: z.boolean(),
      save_text_data: z.boolean(),
      consultation_mode: ConsultationMode,
      /** One of the server's models (GET /v1/models), or null for its default. */
      preferred_model: z.string().min(1).max(100).nullable(),
      current_password: z.string().min(1).max(200),
      password: Password,
      password_confirmation: z.string().max(200),
    })
    .partial()
    .refine((user) => user.password === undefined || user.password === user.password_confirmation, {
      message: 'The given passwords do not match',
      path: ['password_confirmation'],
    }),
})
export type AccountUpdateRequest = z.infer<typeof AccountUpdateRequest>

export const MedicalSpeciality = z.object({ id: Id, name: z.string() })
export const MedicalSpecialitiesResponse = envelope(
  z.object({ d_medical_specialities: z.array(MedicalSpeciality) }),
)

export const OrganizationRole = z.enum(['member', 'admin'])
export const OrganizationSummary = z.object({ id: Id, name: z.string(), role: OrganizationRole })
export const OrganizationsResponse = envelope(z.object({ d_organizations: z.array(OrganizationSummary) }))

export const ResetPasswordRequest = z.object({ email: Email })
export const ResetPasswordConfirmRequest = z
  .object({ password: Password, password_confirmation: z.string().max(200) })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'The given passwords do not match',
    path: ['password_confirmation'],
  })
export const TokenParams = z.object({ token: z.string().min(1).max(500) })
export const TokenRequest = z.object({ token: z.string().min(1).max(4000) })
/**
 * A QR token for the phone: `url` is the address the phone opens (APP_URL, or the address the browser used);
 * `phone_warning` says why a phone may not reach it: a loopback address, or plain HTTP (phones allow the
 * microphone only over HTTPS).
 */
export const QrTokenResponse = envelope(
  z.object({
    token: z.string(),
    expires_at: z.string(),
    url: z.string(),
    phone_warning: z.enum(['loopback', 'not_https']).nullable(),
  }),
)
export const MessageResponse = envelope(z.object({ message: z.string() }))
