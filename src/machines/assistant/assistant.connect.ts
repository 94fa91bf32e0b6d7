import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import type { AssistantEvent, assistantMachine } from './assistant.machine'

type AssistantSnapshot = SnapshotFrom<typeof assistantMachine>

export const selectIsOpening = (snapshot: AssistantSnapshot) =>
  snapshot.hasTag('busy') && !snapshot.hasTag('sending') && !snapshot.hasTag('waiting')
export const selectIsNotConfigured = (snapshot: AssistantSnapshot) => snapshot.hasTag('not-configured')
export const selectIsWaiting = (snapshot: AssistantSnapshot) => snapshot.hasTag('waiting')
export const selectMessages = (snapshot: AssistantSnapshot) => snapshot.context.messages
export const selectThreadKey = (snapshot: AssistantSnapshot) => snapshot.context.threadKey

/** The chat as the view draws it: the conversation, the composer, and what to say when it cannot answer. */
export function connectAssistant(snapshot: AssistantSnapshot, send: Send<AssistantEvent>, t: Translate) {
  const { assistant, messages, draft, sending, problem, runError } = snapshot.context
  const notConfigured = selectIsNotConfigured(snapshot)
  const isOpening = selectIsOpening(snapshot)
  const assistantName = assistant?.name ?? t('assistant.title')
  const canSend = snapshot.can({ type: 'chat.send' })
  return {
    title: assistantName,
    description: assistant?.description ?? null,
    isOpening,
    isBusy: snapshot.hasTag('busy'),
    /** The server has no language model: the chat says so and takes no questions. */
    notConfigured: notConfigured
      ? { title: t('assistant.notConfigured.title'), message: t('assistant.notConfigured.message') }
      : null,
    messages: [
      ...messages.map((message, i) => ({
        key: `m-${i}`,
        role: message.role,
        author: message.role === 'user' ? t('assistant.you') : assistantName,
        content: message.content,
        pending: false,
      })),
      ...(sending
        ? [
            {
              key: 'sending',
              role: 'user' as const,
              author: t('assistant.you'),
              content: sending,
              pending: true,
            },
          ]
        : []),
    ],
    /** The assistant is writing: a quiet status line under the conversation. */
    writing: selectIsWaiting(snapshot) && !snapshot.hasTag('retrying') ? t('assistant.writing') : null,
    composer: notConfigured
      ? null
      : {
          label: t('assistant.message'),
          placeholder: t('assistant.placeholder'),
          value: sending ?? draft,
          readOnly: isOpening || snapshot.hasTag('sending'),
          onChange: (text: string) => send({ type: 'chat.type', text }),
          /** Enter sends, Shift+Enter starts a new line. */
          onKeyDown: (key: string, shiftKey: boolean) => {
            if (key !== 'Enter' || shiftKey) return false
            if (canSend) send({ type: 'chat.send' })
            return true
          },
          submit: {
            label: snapshot.hasTag('sending') ? t('assistant.sending') : t('assistant.send'),
            disabled: !canSend,
            busy: snapshot.hasTag('busy') && !isOpening,
            onSubmit: () => send({ type: 'chat.send' }),
          },
        },
    problem:
      problem && problem !== 'not_configured'
        ? {
            message: t(`assistant.problems.${problem}`),
            detail: problem === 'run_failed' ? runError : null,
          }
        : null,
    retry: commandIfAccepted(snapshot, send, { type: 'chat.retry' }, t('assistant.retry')),
    keepWaiting: commandIfAccepted(snapshot, send, { type: 'chat.keep.waiting' }, t('assistant.keepWaiting')),
    newConversation:
      messages.length > 0
        ? commandIfAccepted(snapshot, send, { type: 'chat.new' }, t('assistant.newConversation'))
        : null,
  }
}
