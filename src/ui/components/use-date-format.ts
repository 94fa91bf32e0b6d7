import { useTranslation } from 'react-i18next'

/** Dates as the interface language writes them: a day, or a day and a time. */
export function useDateFormat() {
  const { i18n } = useTranslation()
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return {
    formatDay: (iso: string) => day.format(new Date(iso)),
    formatMoment: (iso: string) => moment.format(new Date(iso)),
  }
}
