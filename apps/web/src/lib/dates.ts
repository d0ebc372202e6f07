const dayFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const instantFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

/** A YYYY-MM-DD day (batch dates, written in India) as '18 Jun 2025', in no time zone. */
export const formatDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

/** The day of an ISO instant in India (when a certificate was issued or revoked). */
export const formatIndiaDate = (isoInstant: string) => instantFormat.format(new Date(isoInstant));
