/** Every text a person reads about burner messages (spec core 2, 4), in one place. */
export const BURNER_TEXT = {
  banner: 'Burner mode: your next message disappears after it is read',
  toggleOff: 'Burner mode',
  toggleOn: 'Burner mode on',
  badge: 'Burner message',
  gone: 'Burner message disappeared',
} as const;
