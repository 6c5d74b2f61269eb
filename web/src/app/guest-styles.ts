// Mantine's CSS for what the entry and the guest screens (login, registration, password reset)
// render, component by component, instead of the whole 244 KiB sheet (35 KiB gzip) on the page
// most visits start from. The signed-in layout, its own chunk, loads the other screens' sheets the
// same way (signed-in-styles.ts). Order: Mantine's own (its styles.css), so the cascade is the same as with the whole
// sheet. tests/unit/web/guest-mantine-css.test.ts fails when a guest-area file renders a Mantine
// component (or one of its parts) whose sheet is not listed here. The notification container's
// sheets come with its lazy chunk (notifications-container.tsx), not before the first paint.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
