import { useTranslation } from 'react-i18next'

/** The lowest level the meter shows, in dBFS: quieter is an empty bar. */
const FLOOR_DB = -60

/** The live input level as a meter (dBFS from -60 to 0). */
export function LevelMeter({ db }: { db: number }) {
  const { t } = useTranslation()
  return (
    <meter
      className="level-meter"
      aria-label={t('recording.level')}
      min={FLOOR_DB}
      max={0}
      low={-40}
      high={-6}
      optimum={-20}
      value={Math.max(FLOOR_DB, Math.min(0, db))}
    />
  )
}
