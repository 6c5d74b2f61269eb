// A long identifier (email, id, path, name) on one line: cut with an ellipsis where it does not
// fit, the whole value in a tooltip on hover, tap or focus (it takes focus only when cut), and a
// copy button for what people copy (ids, emails). Ids never break mid-number.
import { useLayoutEffect, useRef, useState } from 'react';
import { ActionIcon, Box, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import classes from './long-value.module.css';

type TProps = {
  value: string | number;
  /** What the value is, for the copy button's name ("Copy email admin@example.com"); none: no copy button. */
  copyLabel?: string;
};

export function LongValue({ value, copyLabel }: TProps) {
  const text = String(value);
  const ref = useRef<HTMLSpanElement>(null);
  const [isCut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  return (
    <span className={classes.root}>
      <Tooltip label={text} disabled={!isCut} events={{ hover: true, focus: true, touch: true }} multiline maw={320} style={{ overflowWrap: 'anywhere' }}>
        <Box component="span" ref={ref} className={classes.value} tabIndex={isCut ? 0 : undefined}>
          {text}
        </Box>
      </Tooltip>
      {copyLabel && (
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : `Copy ${text}`} multiline maw={320} style={{ overflowWrap: 'anywhere' }}>
              <ActionIcon variant="subtle" color={copied ? 'teal.9' : 'gray.7'} size="sm" onClick={copy} aria-label={`Copy ${copyLabel} ${text}`}>
                {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      )}
    </span>
  );
}
