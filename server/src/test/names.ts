/** A number spelled in letters (12 → "bc"), to make a test's person names unique: names take no
 * digits (common/src/validation/names.ts). */
export const inLetters = (n: number): string => String(n).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
