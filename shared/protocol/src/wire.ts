import { z } from 'zod';

/** Form-encoded bodies carry everything as strings: these read them into typed values. */
export const wireInt = z.coerce.number().int();
export const wireId = z.coerce.number().int().positive();
/** A decimal amount or price as a canonical string: digits, optional fraction, no sign, no exponent. */
export const decimalString = z
  .string()
  .trim()
  .max(40)
  .regex(/^\d+(\.\d+)?$/, 'invalid_decimal');
