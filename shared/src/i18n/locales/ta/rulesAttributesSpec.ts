import type { SPEC_MESSAGES } from '@vd/contract/rules';
import type { Translation } from '@vd/contract/i18n';

export default {
  gst: 'GST எண்ணின் வடிவம் தவறு.',
  pan: 'PAN எண்ணின் வடிவம் தவறு.',
  udyam: 'UDYAM எண்ணின் வடிவம் தவறு. (எ.கா., UDYAM-XX-00-0000000)',
  yearInFuture: 'தொடங்கிய ஆண்டு வரும் காலத்தில் இருக்கக் கூடாது',
  slotStartMissing: 'தொடக்க நேரத்தைத் தேர்ந்தெடுக்கவும்',
  slotEndMissing: 'முடியும் நேரத்தைத் தேர்ந்தெடுக்கவும்',
  businessHoursMissing: 'இதைத் தேர்வு செய்யும் முன், படி 1-இல் கடை திறக்கும், மூடும் நேரத்தை அமைக்கவும்.',
  noCertificates: 'சான்றிதழ் எதுவும் சேர்க்கப்படவில்லை.',
  sevenDaysOpen: 'வாரத்தின் 7 நாளும் திறந்திருக்கும்',
  upiId: 'UPI ID வடிவம் தவறானது.',
} satisfies Translation<typeof SPEC_MESSAGES>;
