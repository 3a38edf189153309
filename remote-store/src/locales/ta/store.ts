import type { Translation } from '@vd/shared/i18n';
import type { messages } from '../../app/messages';

/** The store area in Tamil: as a shop owner says it (பொருட்கள், வகைகள், விலை). */
export default {
  // /store
  storeTitle: 'கடை',
  categoriesLabel: 'வகைகள்',
  subCategoriesLabel: 'உட்பிரிவுகள்',
  productsIn: '{category} பொருட்கள்',
  browseCategories: 'வகைகள்',
  loadingProducts: 'பொருட்கள் ஏற்றப்படுகின்றன',
  loadingCategories: 'வகைகள் ஏற்றப்படுகின்றன',
  noProductsFound: 'பொருட்கள் எதுவும் இல்லை',
  categoryUnavailable: '{category} வகையில் உள்ள பொருட்கள் இப்போது கிடைக்கவில்லை.',
  searchMismatch: '“{query}” என்ற பெயரில் பொருட்கள் எதுவும் இல்லை. வேறு பெயரில் தேடிப் பாருங்கள்.',
  noCategories: 'உங்கள் கடையில் இன்னும் வகைகள் எதுவும் இல்லை.',
  categoriesFailed: 'உங்கள் கடையின் வகைகளை ஏற்ற முடியவில்லை.',
  productsFailed: 'இந்த வகையின் பொருட்களை ஏற்ற முடியவில்லை.',
  swipeHint: 'வகையை மாற்ற இடமோ வலமோ ஸ்வைப் செய்யுங்கள்',

  // product card
  saveBadge: '{percent}% சேமிப்பு',
  mrpLabel: 'MRP {price}',
  priceLabel: 'விலை {price}',
  chooseVariantButton: 'அளவைத் தேர்ந்தெடுங்கள், {product}: {variant}',
  chooseVariantList: 'அளவைத் தேர்ந்தெடுங்கள், {product}',
  productImageAlt: '{product}',

  // /store/categories
  categoryBrowserTitle: 'எல்லா வகைகளும்',
  searchCategories: 'வகைகளைத் தேடுங்கள்',
  searchPlaceholder: 'வகை அல்லது உட்பிரிவைத் தேடுங்கள்…',
  noCategoriesMatch: '“{query}” என்ற பெயரில் வகை எதுவும் இல்லை.',
  backToStore: 'கடைக்குத் திரும்பவும்',
  subCategoryCount: '{count, plural, one {# உட்பிரிவு} other {# உட்பிரிவுகள்}}',

  // /product/{productId}
  breadcrumb: 'பக்க வழி',
  home: 'முகப்பு',
  productNotFound: 'பொருள் கிடைக்கவில்லை',
  productNotFoundText: 'இந்தப் பொருள் உங்கள் கடையில் இல்லை.',
  goHome: 'முகப்புக்குச் செல்லவும்',
  productFailed: 'இந்தப் பொருளை ஏற்ற முடியவில்லை.',
  loadingProduct: 'பொருள் ஏற்றப்படுகிறது',
  productDetails: 'பொருள் விவரங்கள்',
  description: 'விளக்கம்',
  brand: 'பிராண்ட்',
  chooseVariantLegend: 'கிடைக்கும் அளவுகள்',
  unavailableNow: 'இப்போது கிடைக்கவில்லை',
  whyShopWithUs: 'ஏன் எங்களிடம் வாங்க வேண்டும்?',
  whyFresh: 'புதிய சரக்கு, தினமும் காலையில் சரிபார்க்கப்படுகிறது',
  whyPrices: 'நியாயமான விலை, MRP-க்கு மேல் ஒருபோதும் இல்லை',
  whyDelivery: 'உங்கள் பகுதிக் கடையிலிருந்து விரைவான டெலிவரி',
  whySupport: 'எந்த உதவிக்கும் கடை உரிமையாளரிடம் நேரடியாகப் பேசுங்கள்',
  gallery: 'பொருளின் படங்கள்',
  showImage: '{count} படங்களில் {index}-வது படத்தைக் காட்டவும்',
  openViewer: '{count} படங்களில் {index}-வது படத்தை முழுத் திரையில் பார்க்கவும்',
  viewerTitle: '{product}: {count} படங்களில் {index}-வது',
  closeViewer: 'மூடு',
  previousImage: 'முந்தைய படம்',
  nextImage: 'அடுத்த படம்',
  imageCounter: '{index} / {count}',
} satisfies Translation<typeof messages>;
