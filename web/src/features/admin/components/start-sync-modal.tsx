// The 'Synchronization' modal (spec §2, §4): Date start and Date end shown as dd-MM-yyyy, opening
// at 7 days ago and today, a Full checkbox and Start sync. A start after the end is refused here,
// before anything is sent. The caller makes the call and closes the modal when it ends.
import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { calendarProps } from '@/components/ui/calendar-props';
import { DISPLAY_DATE_FORMAT } from '@shared/constants';
import { VALIDATION_MESSAGES } from '@shared/validation/messages';
import { defaultSyncWindow, parseDisplayDate, type TSyncWindow } from './sync-window';

type TProps = {
  /** What is synchronised (an integration or an ad account), or null when closed. */
  target: { name: string } | null;
  isPending: boolean;
  onStart: (window: TSyncWindow) => void;
  onClose: () => void;
};

export function StartSyncModal({ target, isPending, onStart, onClose }: TProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={() => {
        if (!isPending) onClose();
      }}
      title="Synchronization"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* A fresh form each time it opens: the dates start again from the default window. */}
      {target && <SyncForm key={target.name} name={target.name} isPending={isPending} onStart={onStart} />}
    </Modal>
  );
}

function SyncForm({ name, isPending, onStart }: { name: string; isPending: boolean; onStart: (window: TSyncWindow) => void }) {
  const [initial] = useState(() => defaultSyncWindow());
  const [dateFrom, setDateFrom] = useState<string | null>(initial.date_from);
  const [dateTo, setDateTo] = useState<string | null>(initial.date_to);
  const [isFull, setFull] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);

  const fromError = !dateFrom ? VALIDATION_MESSAGES.required : dateTo && dateFrom > dateTo ? VALIDATION_MESSAGES.syncDateOrder : undefined;
  const toError = !dateTo ? VALIDATION_MESSAGES.required : undefined;

  return (
    <form
      aria-label="Synchronization"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (fromError || toError || !dateFrom || !dateTo) return;
        onStart({ date_from: dateFrom, date_to: dateTo, full: isFull });
      }}
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <SyncDateInput label="Date start" value={dateFrom} onChange={setDateFrom} maxDate={initial.date_to} error={isSubmitted ? fromError : undefined} />
        <SyncDateInput label="Date end" value={dateTo} onChange={setDateTo} maxDate={initial.date_to} error={isSubmitted ? toError : undefined} />
        <Checkbox label="Full" description="All the history the service keeps, instead of the dates above" checked={isFull} onChange={(event) => setFull(event.currentTarget.checked)} />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={isPending}>
            Start sync
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type TSyncDateInputProps = { label: string; value: string | null; onChange: (value: string | null) => void; maxDate: string; error?: string };

/** One required day, typed or picked, shown and parsed as dd-MM-yyyy. */
function SyncDateInput({ label, value, onChange, maxDate, error }: TSyncDateInputProps) {
  return (
    <DateInput
      label={label}
      value={value}
      onChange={onChange}
      valueFormat={DISPLAY_DATE_FORMAT}
      dateParser={parseDisplayDate}
      placeholder="dd-mm-yyyy"
      maxDate={maxDate}
      error={error}
      required
      {...calendarProps(label)}
    />
  );
}
