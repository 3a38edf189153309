import type { Translation } from '@vd/shared/i18n';
import type { holidayMessages } from '../../features/business/holidayMessages';

export default {
  title: 'விடுமுறைகள்',
  text: 'பண்டிகை அல்லது குடும்பத் திருமணம் போல உங்கள் கடை மூடியிருக்கும் நாட்கள். வாடிக்கையாளர்கள் இதைப் பார்ப்பார்கள், அந்த நாட்களில் ஆர்டர் செய்ய முடியாது. சேர்த்தவுடன் அல்லது நீக்கியவுடன் சேமிக்கப்படும்.',
  date: 'விடுமுறை தேதி',
  lastDay: 'கடைசி நாள் (விருப்பம்)',
  lastDayHint: 'ஒரு நாளுக்கு மேல் என்றால்.',
  reason: 'காரணம்',
  reasonPlaceholder: 'உதாரணமாக, தீபாவளி',
  add: 'விடுமுறையைச் சேர்',
  adding: 'சேர்க்கிறது...',
  coming: 'வரவிருக்கும் விடுமுறைகள்',
  none: 'வரவிருக்கும் விடுமுறைகள் இல்லை.',
  remove: 'நீக்கு',
  removeLabel: '{dates} விடுமுறையை நீக்கு',
  added: 'விடுமுறை சேர்க்கப்பட்டது.',
  removed: 'விடுமுறை நீக்கப்பட்டது.',
  addFailed: 'விடுமுறையைச் சேர்க்க முடியவில்லை.',
  removeFailed: 'விடுமுறையை நீக்க முடியவில்லை.',
  loadFailed: 'உங்கள் விடுமுறைகளை ஏற்ற முடியவில்லை.',
} satisfies Translation<typeof holidayMessages>;
