/** The title word in the languages the app speaks, as coaches put it in their own nicknames. */
const COACH_TITLE = /coach|教练/i;

/**
 * A coach's name as a team's meta line shows it: "Coach Wang" for "Wang", but a nickname that
 * already carries the title ("Coach Wang", "王教练") as it is, so no screen reads "Coach Coach Wang".
 * `titled` is the language's "Coach {{name}}".
 */
export function coachNameLine(nickName: string, titled: (name: string) => string): string {
  return COACH_TITLE.test(nickName) ? nickName : titled(nickName);
}
