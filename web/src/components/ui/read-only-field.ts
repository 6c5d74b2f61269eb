// A read-only field (the saved project domain, a prefilled client_id, the reset link's email) looks
// it: a grey fill and a dashed border, so nobody tries to type into it. Gray 8 on gray 1 keeps its
// text above 4.5:1. Spread on the input where it is used, so the look stays out of the entry chunk.
const READ_ONLY_STYLES = {
  input: { backgroundColor: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-gray-8)', borderStyle: 'dashed', cursor: 'default' },
};

/** `<TextInput {...readOnlyField(isLocked)} />`: read-only, and looking it, while `isReadOnly`. */
export const readOnlyField = (isReadOnly: boolean) => (isReadOnly ? { readOnly: true, styles: READ_ONLY_STYLES } : { readOnly: false });
