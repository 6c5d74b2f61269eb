// Where the global error reaction (query-client.ts) sends people: a full page load until main.tsx
// hands over the router's navigate. Its own module so the entry sets it without loading TanStack Query.
type TNavigate = (to: string) => void;

let navigate: TNavigate = (to) => window.location.assign(to);

export function setErrorNavigator(next: TNavigate) {
  navigate = next;
}

export const navigateAfterError = (to: string) => navigate(to);
