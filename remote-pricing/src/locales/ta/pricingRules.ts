import type { Translation } from '@vd/shared/i18n';
import type { PRICING_MESSAGES } from '../../features/pricing/messages';

/** The pricing rules in Tamil (catalogue 'pricing.rules'): toasts, the unsaved-changes question, price refusals. */
export default {
  unsavedChanges: '{count, plural, one {# பொருளில் சேமிக்காத மாற்றங்கள் உள்ளன.} other {# பொருட்களில் சேமிக்காத மாற்றங்கள் உள்ளன.}} என்ன செய்ய விரும்புகிறீர்கள்?',
  saveSuccess: '{count, plural, one {# பொருள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!} other {# பொருட்கள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன!}}',
  saveFailed: 'புதுப்பிக்கும்போது பிழை ஏற்பட்டது! மீண்டும் முயலுங்கள்',
  noFilters: 'இந்த வகைக்கு வடிகட்டிகள் எதுவும் இல்லை',
  searchPlaceholder: 'இந்த வகையில் தேடுங்கள்...',
  sellingPrice: 'விற்பனை விலை',

  priceNegative: 'விலை பூஜ்ஜியத்தை விடக் குறைவாக இருக்கக் கூடாது.',
  priceDecimals: 'தசமப் புள்ளிக்குப் பின் அதிகபட்சம் 2 இலக்கங்கள் மட்டுமே இடுங்கள்.',
  priceNotNumber: 'விலையை ரூபாயில் உள்ளிடுங்கள், எ.கா. 45 அல்லது 45.50.',
  sellingAboveMrp: 'விற்பனை விலை MRP-ஐ விட அதிகமாக இருக்கக் கூடாது.',
  conflictReloaded: 'வேறொரு சாதனத்தில் மாற்றப்பட்டதால், இப்போது சமீபத்திய விலைகள் காட்டப்படுகின்றன: {products}. உங்கள் மற்ற மாற்றங்கள் அப்படியே உள்ளன.',
} satisfies Translation<typeof PRICING_MESSAGES>;
