import type { HOLIDAY_MESSAGES } from '@vd/contract/rules';
import type { Translation } from '@vd/contract/i18n';

export default {
  dateRequired: 'தேதியைத் தேர்ந்தெடுக்கவும்.',
  inPast: 'விடுமுறை கடந்த நாளில் தொடங்க முடியாது.',
  endsBeforeStart: 'கடைசி நாள் முதல் நாளுக்கு முன் இருக்க முடியாது.',
  tooLong: 'விடுமுறை அதிகபட்சம் 60 நாட்கள். அதற்கு மேல் என்றால் கடையை ஆஃப்லைனில் வையுங்கள்.',
  tooFar: 'விடுமுறை இன்றிலிருந்து அதிகபட்சம் ஒரு வருடத்திற்குள் தொடங்க வேண்டும்.',
  reasonTooLong: 'காரணத்தை 60 எழுத்துகளுக்குள் எழுதவும்.',
  offlineUntilInvalid: 'தேதியையும் நேரத்தையும் தேர்ந்தெடுக்கவும்.',
  offlineUntilPast: 'வரவிருக்கும் நேரத்தைத் தேர்ந்தெடுக்கவும்.',
  offlineUntilTooFar: 'அதிகபட்சம் 90 நாட்கள் வரை ஆஃப்லைனில் இருக்கலாம்.',
} satisfies Translation<typeof HOLIDAY_MESSAGES>;
