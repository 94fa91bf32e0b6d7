import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { RouteName } from '../../navigation/route-table'

/** A screen that later issues fill in: until then it shows its translated title and nothing that pretends to work. */
export function RouteTitle({ route, children }: { route: RouteName; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <main data-route={route}>
      <h1>{t(`routes.${route}.title`)}</h1>
      {children}
    </main>
  )
}
