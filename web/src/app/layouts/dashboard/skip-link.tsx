// "Skip to the screen": the first Tab stop of the signed-in layout, shown only when focused, that
// moves focus past the top bar and the sidebar to the screen itself (WCAG 2.4.1).
import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  // Focus moves without touching the URL: a `#main-content` hash would follow the person around.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link} onClick={skip}>
      Skip to the screen
    </a>
  );
}
