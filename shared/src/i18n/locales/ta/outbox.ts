import type { outboxMessages } from '../../../outbox/messages';
import type { Translation } from '@vd/contract/i18n';

export default {
  waitingToSend: 'அனுப்பக் காத்திருக்கிறது',
  waitingCount: '{count} அனுப்பக் காத்திருக்கின்றன',
  waitingCountLabel: '{count} மாற்றங்கள் அனுப்பக் காத்திருக்கின்றன',
  sentOne: 'உங்கள் மாற்றம் அனுப்பப்பட்டது.',
  sentMany: 'உங்கள் {count} மாற்றங்கள் அனுப்பப்பட்டன.',
  notSent: 'அனுப்பப்படவில்லை',
  retry: 'மீண்டும் முயலவும்',
  discard: 'நீக்கவும்',
  conflictOrderChanged: 'இதற்கிடையில் இந்த ஆர்டர் மாறிவிட்டது (வாடிக்கையாளர் ரத்து செய்திருக்கலாம்). உங்கள் மாற்றம் பயன்படுத்தப்படவில்லை.',
  conflictOrderGone: 'இந்த ஆர்டர் இனி உங்களுடையது அல்ல. உங்கள் மாற்றம் பயன்படுத்தப்படவில்லை.',
  conflictPricesChanged: 'இந்த விலைகள் வேறொரு சாதனத்தில் மாற்றப்பட்டன. உங்கள் மாற்றம் பயன்படுத்தப்படவில்லை.',
  conflictRefused: 'உங்கள் மாற்றம் ஏற்கப்படவில்லை: {reason}',
  conflictToast: 'ஒரு மாற்றத்தை அனுப்ப முடியவில்லை. மீண்டும் முயல அல்லது நீக்க அதைத் திறக்கவும்.',
  unsentOne: '1 மாற்றம் இன்னும் அனுப்பப்படவில்லை.',
  unsentMany: '{count} மாற்றங்கள் இன்னும் அனுப்பப்படவில்லை.',
  unsentQuestion: 'இப்போதே அனுப்பவா, அல்லது இந்த ஃபோனில் வைத்திருந்து மீண்டும் உள்நுழையும்போது அனுப்பவா?',
  sendNow: 'இப்போது அனுப்பவும்',
  keepForLater: 'வைத்துக்கொண்டு வெளியேறவும்',
  cancel: 'ரத்து செய்',
  needsNetwork: 'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள். இதற்கு இணைய இணைப்பு தேவை.',
} satisfies Translation<typeof outboxMessages>;
