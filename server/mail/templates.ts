import type { Language } from '../../contract/common'

interface Template {
  subject: string
  /** `name` is the person's name, or for an invitation the organisation's. */
  body: (name: string, link: string) => string
}

type Kind = 'confirm_email' | 'reset_password' | 'signup_attempt' | 'organization_invitation'

const invitation: Record<Language, Template> = {
  pt: {
    subject: 'Convite para uma organização no Escriba',
    body: (org, link) =>
      `Olá,\n\nFoi convidado(a) para se juntar à organização «${org}» no Escriba, onde os membros partilham créditos e documentos.\n\nPara aceitar ou recusar, abra esta ligação:\n\n${link}\n\nSe ainda não tem conta, pode criá-la a partir da ligação.\n\nA equipa Escriba`,
  },
  en: {
    subject: 'An invitation to an organisation on Escriba',
    body: (org, link) =>
      `Hello,\n\nYou have been invited to join the organisation "${org}" on Escriba, where members share credits and documents.\n\nTo accept or decline, open this link:\n\n${link}\n\nIf you do not have an account yet, you can create one from the link.\n\nThe Escriba team`,
  },
  de: {
    subject: 'Einladung zu einer Organisation in Escriba',
    body: (org, link) =>
      `Hallo,\n\nSie wurden eingeladen, der Organisation „${org}“ in Escriba beizutreten, deren Mitglieder Guthaben und Dokumente teilen.\n\nUm die Einladung anzunehmen oder abzulehnen, öffnen Sie diesen Link:\n\n${link}\n\nWenn Sie noch kein Konto haben, können Sie es über den Link anlegen.\n\nIhr Escriba-Team`,
  },
  es: {
    subject: 'Invitación a una organización en Escriba',
    body: (org, link) =>
      `Hola:\n\nLe han invitado a unirse a la organización «${org}» en Escriba, cuyos miembros comparten créditos y documentos.\n\nPara aceptar o rechazar, abra este enlace:\n\n${link}\n\nSi todavía no tiene cuenta, puede crearla desde el enlace.\n\nEl equipo de Escriba`,
  },
}

/** The mails Escriba sends, in each of its languages. */
const templates: Record<Kind, Record<Language, Template>> = {
  organization_invitation: invitation,
  confirm_email: {
    pt: {
      subject: 'Confirme o seu email no Escriba',
      body: (name, link) =>
        `Olá ${name},\n\nObrigado por se registar no Escriba. Para confirmar o seu email e entrar, abra esta ligação nas próximas 48 horas:\n\n${link}\n\nSe não criou esta conta, ignore esta mensagem.\n\nA equipa Escriba`,
    },
    en: {
      subject: 'Confirm your email for Escriba',
      body: (name, link) =>
        `Hello ${name},\n\nThank you for signing up to Escriba. To confirm your email and sign in, open this link within 48 hours:\n\n${link}\n\nIf you did not create this account, ignore this message.\n\nThe Escriba team`,
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Escriba',
      body: (name, link) =>
        `Hallo ${name},\n\nvielen Dank für Ihre Registrierung bei Escriba. Um Ihre E-Mail-Adresse zu bestätigen und sich anzumelden, öffnen Sie diesen Link innerhalb von 48 Stunden:\n\n${link}\n\nWenn Sie dieses Konto nicht erstellt haben, ignorieren Sie diese Nachricht.\n\nIhr Escriba-Team`,
    },
    es: {
      subject: 'Confirme su correo electrónico en Escriba',
      body: (name, link) =>
        `Hola ${name}:\n\nGracias por registrarse en Escriba. Para confirmar su correo electrónico e iniciar sesión, abra este enlace en las próximas 48 horas:\n\n${link}\n\nSi no creó esta cuenta, ignore este mensaje.\n\nEl equipo de Escriba`,
    },
  },
  signup_attempt: {
    pt: {
      subject: 'Alguém tentou criar uma conta Escriba com o seu email',
      body: (name, link) =>
        `Olá ${name},\n\nAlguém tentou criar uma conta no Escriba com este email, mas já tem uma conta. Se foi você e não se lembra da palavra-passe, abra esta ligação na próxima hora para escolher uma nova:\n\n${link}\n\nSe não foi você, ignore esta mensagem: a sua conta não muda.\n\nA equipa Escriba`,
    },
    en: {
      subject: 'Someone tried to sign up to Escriba with your email',
      body: (name, link) =>
        `Hello ${name},\n\nSomeone tried to create an Escriba account with this email, but you already have one. If it was you and you do not remember your password, open this link within the next hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this message: your account does not change.\n\nThe Escriba team`,
    },
    de: {
      subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse bei Escriba registrieren',
      body: (name, link) =>
        `Hallo ${name},\n\njemand wollte mit dieser E-Mail-Adresse ein Escriba-Konto anlegen, aber Sie haben bereits eines. Wenn Sie es waren und Ihr Passwort nicht mehr wissen, öffnen Sie diesen Link innerhalb der nächsten Stunde, um ein neues zu wählen:\n\n${link}\n\nWenn Sie es nicht waren, ignorieren Sie diese Nachricht: Ihr Konto bleibt unverändert.\n\nIhr Escriba-Team`,
    },
    es: {
      subject: 'Alguien intentó registrarse en Escriba con su correo electrónico',
      body: (name, link) =>
        `Hola ${name}:\n\nAlguien intentó crear una cuenta de Escriba con este correo electrónico, pero usted ya tiene una. Si fue usted y no recuerda su contraseña, abra este enlace durante la próxima hora para elegir una nueva:\n\n${link}\n\nSi no fue usted, ignore este mensaje: su cuenta no cambia.\n\nEl equipo de Escriba`,
    },
  },
  reset_password: {
    pt: {
      subject: 'Redefinir a sua palavra-passe do Escriba',
      body: (name, link) =>
        `Olá ${name},\n\nRecebemos um pedido para redefinir a sua palavra-passe. Abra esta ligação na próxima hora para escolher uma nova:\n\n${link}\n\nSe não fez este pedido, ignore esta mensagem: a sua palavra-passe não muda.\n\nA equipa Escriba`,
    },
    en: {
      subject: 'Reset your Escriba password',
      body: (name, link) =>
        `Hello ${name},\n\nWe received a request to reset your password. Open this link within the next hour to choose a new one:\n\n${link}\n\nIf you did not ask for this, ignore this message: your password does not change.\n\nThe Escriba team`,
    },
    de: {
      subject: 'Ihr Escriba-Passwort zurücksetzen',
      body: (name, link) =>
        `Hallo ${name},\n\nwir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Öffnen Sie diesen Link innerhalb der nächsten Stunde, um ein neues zu wählen:\n\n${link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.\n\nIhr Escriba-Team`,
    },
    es: {
      subject: 'Restablecer su contraseña de Escriba',
      body: (name, link) =>
        `Hola ${name}:\n\nHemos recibido una solicitud para restablecer su contraseña. Abra este enlace durante la próxima hora para elegir una nueva:\n\n${link}\n\nSi no la solicitó, ignore este mensaje: su contraseña no cambia.\n\nEl equipo de Escriba`,
    },
  },
}

export function renderMail(kind: Kind, language: Language, name: string, link: string) {
  const template = templates[kind][language]
  return { subject: template.subject, text: template.body(name, link), link }
}

/** What a clinician is told when support decides their template request. */
export function renderTemplateDecisionMail(
  language: Language,
  decision: { approved: boolean; name: string; title: string; reason?: string | undefined; link: string },
) {
  const { name, title, link } = decision
  const reason = decision.reason ?? ''
  const texts: Record<Language, { approved: [string, string]; declined: [string, string] }> = {
    pt: {
      approved: [
        `O seu documento «${title}» está pronto no Escriba`,
        `Olá ${name},\n\nA equipa de suporte aprovou o seu pedido «${title}»: o documento já está disponível no Escriba, nos seus documentos personalizados.\n\n${link}\n\nA equipa Escriba`,
      ],
      declined: [
        `O seu pedido «${title}» no Escriba`,
        `Olá ${name},\n\nA equipa de suporte não pôde aprovar o seu pedido «${title}»:\n\n${reason}\n\nPode enviar um novo pedido no Escriba:\n\n${link}\n\nA equipa Escriba`,
      ],
    },
    en: {
      approved: [
        `Your document "${title}" is ready in Escriba`,
        `Hello ${name},\n\nSupport approved your request "${title}": the document is now available in Escriba, among your custom documents.\n\n${link}\n\nThe Escriba team`,
      ],
      declined: [
        `Your request "${title}" in Escriba`,
        `Hello ${name},\n\nSupport could not approve your request "${title}":\n\n${reason}\n\nYou can send a new request in Escriba:\n\n${link}\n\nThe Escriba team`,
      ],
    },
    de: {
      approved: [
        `Ihr Dokument „${title}“ ist in Escriba bereit`,
        `Hallo ${name},\n\nder Support hat Ihre Anfrage „${title}“ angenommen: Das Dokument steht jetzt in Escriba unter Ihren eigenen Dokumenten bereit.\n\n${link}\n\nIhr Escriba-Team`,
      ],
      declined: [
        `Ihre Anfrage „${title}“ in Escriba`,
        `Hallo ${name},\n\nder Support konnte Ihre Anfrage „${title}“ nicht annehmen:\n\n${reason}\n\nSie können in Escriba eine neue Anfrage senden:\n\n${link}\n\nIhr Escriba-Team`,
      ],
    },
    es: {
      approved: [
        `Su documento «${title}» está listo en Escriba`,
        `Hola ${name}:\n\nEl equipo de soporte aprobó su solicitud «${title}»: el documento ya está disponible en Escriba, entre sus documentos personalizados.\n\n${link}\n\nEl equipo de Escriba`,
      ],
      declined: [
        `Su solicitud «${title}» en Escriba`,
        `Hola ${name}:\n\nEl equipo de soporte no pudo aprobar su solicitud «${title}»:\n\n${reason}\n\nPuede enviar una nueva solicitud en Escriba:\n\n${link}\n\nEl equipo de Escriba`,
      ],
    },
  }
  const [subject, text] = texts[language][decision.approved ? 'approved' : 'declined']
  return { subject, text, link }
}
