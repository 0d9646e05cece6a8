/**
 * A RESO source's limits: the API's validation and the dashboard's form both read them, so the
 * form offers what the server accepts.
 */
export const RESO_SOURCE_LIMITS = {
  nameMax: 100,
  urlMax: 2048,
  clientIdMax: 200,
  clientSecretMax: 1000,
  everyMinutesMin: 5,
  everyMinutesMax: 10080,
  everyMinutesDefault: 15,
  mappingMax: 2000,
  runsShown: 50,
} as const;
