// Mantine's CSS for what the signed-in screens render beyond the guest screens' sheets (the entry
// loads those, app/guest-styles.ts), component by component instead of the whole 244 KiB sheet
// (36 KiB gzip, render-blocking before every signed-in first paint): 12 KiB gzip. One list for every
// signed-in screen rather than one per screen, so moving between screens never waits for CSS.
// Order: Mantine's own (its styles.css). tests/unit/web/guest-mantine-css.test.ts fails when a
// signed-in screen, or a lazy part of one, renders a Mantine component whose sheet is not here, in
// guest-styles.ts or imported by that part itself (@mantine/dates' sheet comes with the calendar).
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
