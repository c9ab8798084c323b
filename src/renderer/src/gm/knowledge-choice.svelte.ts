/** Which team's knowledge the GM is looking at; kept outside the panel so switching views keeps it. */
class KnowledgeChoice {
  team = $state('')
}

/** The knowledge panel's team tab. */
export const knowledgeChoice = new KnowledgeChoice()
