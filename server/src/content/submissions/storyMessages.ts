/** What the alumni side of story submissions says when it refuses, in the words the stories screen shows. */
export const STORY_MESSAGES = {
  published: 'This story is already published, so it can no longer be changed or withdrawn here.',
  withdrawn: 'You withdrew this story, so it can no longer be changed. Write a new one whenever you like.',
  takenOn:
    'An editor is already preparing this story for the blog, so it can no longer be changed or withdrawn here. Reply to the e-mail from the editors if something needs to change.',
} as const;
