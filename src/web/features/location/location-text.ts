/** What location sharing says (spec core 8 'Location', and the bubble). */
export const LOCATION_TEXT = {
  deniedTitle: 'Location Access Denied',
  denied: 'Please enable location access to share your location',
  unsupportedTitle: 'Location Not Supported',
  unsupported: "Your browser doesn't support location sharing",
  /** Not in the spec: the browser allowed it but found no position (no fix, or too slow). */
  unavailableTitle: 'Location Unavailable',
  unavailable: 'Your location could not be found. Please try again.',
  finding: 'Finding your location…',
  open: 'Open in Google Maps',
  accuracy: (metres: number) => `Accurate to ${Math.round(metres).toLocaleString('en')} m`,
  mapLabel: (coordinates: string) => `Map of ${coordinates}`,
} as const;
