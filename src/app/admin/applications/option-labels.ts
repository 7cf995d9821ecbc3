import { experienceOptions, userTypeOptions } from "@/lib/forms/application";

/** The words the applicant chose, for a stored option value (the value itself if unknown). */
function optionLabel(options: readonly { value: string; label: string }[], value: string) {
  return options.find((option) => option.value === value)?.label ?? value;
}

export function experienceLabel(value: string): string {
  return optionLabel(experienceOptions, value);
}

export function userTypeLabel(value: string): string {
  return optionLabel(userTypeOptions, value);
}
