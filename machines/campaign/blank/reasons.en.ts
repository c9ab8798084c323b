/** Why the blank-campaign wizard's answers cannot make a campaign (English). */
export const blankReasonsEn = {
  'reason.blank.nameMissing': 'Name: type the campaign’s name',
  'reason.blank.nameTooLong': 'Name: at most {max} characters (this one has {n})',
  'reason.blank.teamsRange': 'Teams: a whole number from 0 to {max} (typed: {n})',
  'reason.blank.noRegions': 'Regions: type at least one region, one per line',
  'reason.blank.tooManyRegions': 'Regions: at most {max} (typed: {n})',
  'reason.blank.regionTooLong': 'Regions, line {line}: a region’s name has at most {max} characters',
  'reason.blank.regionTwice': 'Regions, line {line}: “{name}” is already on line {first}'
}
