const REASONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '301': 'Moved Permanently',
  '302': 'Found',
  '304': 'Not Modified',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '402': 'Payment Required',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '409': 'Conflict',
  '410': 'Gone',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Entity',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  '504': 'Gateway Timeout',
  '1XX': 'Informational',
  '2XX': 'Success',
  '3XX': 'Redirection',
  '4XX': 'Client error',
  '5XX': 'Server error',
};

/** `200 OK`, `4XX Client error`, `default`. */
export function statusTitle(status: string): string {
  if (status === 'default') return 'Default response';
  const reason = REASONS[status.toUpperCase()];
  return reason ? `${status} ${reason}` : status;
}

/** The class of a status, used to colour it: `success`, `redirect`, `client-error`, `server-error`, `other`. */
export function statusKind(status: string): string {
  const first = status[0];
  if (first === '2') return 'success';
  if (first === '3') return 'redirect';
  if (first === '4') return 'client-error';
  if (first === '5') return 'server-error';
  return 'other';
}

/** Whether a status documents a failure (4xx, 5xx). */
export function isErrorStatus(status: string): boolean {
  return status[0] === '4' || status[0] === '5';
}
