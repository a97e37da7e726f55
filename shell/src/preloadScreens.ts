/** Starts downloading the screens after the login (the form calls it on submit). */
export function preloadScreens(): void {
  void import('./appRoutes');
}
