/** Route state set when the trainee home sends someone to the coach code page, outside onboarding. */
export interface CoachCodeLocationState {
  fromHome?: boolean;
}
