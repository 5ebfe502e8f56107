/** The browser's IANA zone: the server reads 'Fri' and '23:59' on the student's own calendar. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
