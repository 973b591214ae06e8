/** A react-hook-form rule: the field must hold more than spaces, else "<label> is required". */
export const requiredText = (label: string) => ({
  validate: (value: string) => value.trim() !== '' || `${label} is required`,
});
