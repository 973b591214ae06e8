/** A react-hook-form rule: the field must hold more than spaces, else `message` (translated). */
export const requiredText = (message: string) => ({
  validate: (value: string) => value.trim() !== '' || message,
});
