/** An expected failure with a Turkish message; the error handler turns it into `{"error": {…}}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Kayıt bulunamadı') => new AppError(404, 'not_found', message);
export const forbidden = (message = 'Bu işlem için yetkiniz yok') => new AppError(403, 'forbidden', message);
export const badRequest = (message: string, field?: string) =>
  new AppError(400, 'validation_error', message, field);
