import { useTranslation } from 'react-i18next'

/** A moment as the staff console shows it: the date, and the time to the minute or to the second. */
export function useStaffDateFormat(timeStyle: 'short' | 'medium') {
  const { i18n } = useTranslation()
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle }).format(new Date(iso))
}
