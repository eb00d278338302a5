/** The page a gather's share link opens: whoever has it may see the gather and ask to join. */
export const joinUrl = (appUrl: string, shareableLink: string) => `${appUrl}/join/${shareableLink}`
