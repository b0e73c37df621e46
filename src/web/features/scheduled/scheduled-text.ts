import { SCHEDULED_TEXT } from '../../../protocol';

/** Every word Send Later shows (spec core 2, 4, 5 where it names them; plain words elsewhere). */
export const SEND_LATER_TEXT = {
  title: 'Send Later',
  editTitle: 'Edit Scheduled Message',
  description: 'It is sent at that moment, even if your app is closed.',
  message: 'Message',
  messagePlaceholder: 'Type your message',
  date: 'Date',
  time: 'Time',
  schedule: 'Schedule',
  scheduling: 'Scheduling',
  save: 'Save',
  cancel: 'Cancel',
  /** Spec core 5. */
  past: SCHEDULED_TEXT.past,
  /** Spec core 4, 'Scheduled message' (core 8 lists it among the success toasts). */
  scheduledTitle: 'Message Scheduled',
  scheduledDescription: (when: string) => `Message will be sent on ${when}`,
  errorTitle: 'Could not schedule message',
  networkError: 'Could not reach the server. Try again.',
  bar: (count: number) => `${count} scheduled`,
  listTitle: 'Scheduled',
  listDescription: 'Only you see these until they are sent.',
  listEmpty: 'No scheduled messages',
  edit: 'Edit',
  cancelItem: 'Cancel',
  cancelItemLabel: 'Cancel this scheduled message',
  cancelled: 'Scheduled message cancelled',
  cancelError: 'Could not cancel scheduled message',
} as const;
