/** Sources the development safety cases cite again and again. */
export const NHS_999 = 'NHS: When to call 999 (nhs.uk, reviewed 2024)';
