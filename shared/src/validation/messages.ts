import { PROFILE_RULE_MESSAGES, type RuleError } from '@vd/contract/rules';
import { defineMessages, formatMessage } from '@vd/contract/i18n';

/**
 * The profile rules' texts as the dashboard shows them: the contract's English
 * (`PROFILE_RULE_MESSAGES`, which the API answers with and keeps in English) as a catalogue, so the
 * contact form and the account editors show them in the page's language.
 */
export const profileRuleMessages = defineMessages('shared.rules.profile', PROFILE_RULE_MESSAGES);

/** A rule error's text in the page's language, placeholders filled (the API uses `ruleErrorText`, English). */
export function profileRuleText(error: RuleError): string {
  return formatMessage(profileRuleMessages[error.key], error.values);
}
