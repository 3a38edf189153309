import type { Translation } from '@vd/shared/i18n';
import type { messages } from '../../app/messages';

/** The store area in Hindi: as a shop owner says it (सामान, कैटेगरी, दाम). */
export default {
  // /store
  storeTitle: 'दुकान',
  categoriesLabel: 'कैटेगरी',
  subCategoriesLabel: 'सब-कैटेगरी',
  productsIn: '{category} का सामान',
  browseCategories: 'सभी कैटेगरी',
  loadingProducts: 'सामान लोड हो रहा है',
  loadingCategories: 'कैटेगरी लोड हो रही हैं',
  noProductsFound: 'कोई सामान नहीं मिला',
  categoryUnavailable: '{category} कैटेगरी का सामान अभी उपलब्ध नहीं है।',
  searchMismatch: '“{query}” से मिलता कोई सामान नहीं है। कोई दूसरा नाम लिखकर देखें।',
  noCategories: 'आपकी दुकान में अभी कोई कैटेगरी नहीं है।',
  categoriesFailed: 'आपकी दुकान की कैटेगरी लोड नहीं हो सकीं।',
  productsFailed: 'इस कैटेगरी का सामान लोड नहीं हो सका।',
  swipeHint: 'कैटेगरी बदलने के लिए बाएँ या दाएँ स्वाइप करें',

  // product card
  saveBadge: '{percent}% बचत',
  mrpLabel: 'MRP {price}',
  priceLabel: 'दाम {price}',
  chooseVariantButton: 'साइज़ चुनें, {product}: {variant}',
  chooseVariantList: 'साइज़ चुनें, {product}',
  productImageAlt: '{product}',

  // /store/categories
  categoryBrowserTitle: 'सभी कैटेगरी',
  searchCategories: 'कैटेगरी खोजें',
  searchPlaceholder: 'कैटेगरी या सब-कैटेगरी खोजें…',
  noCategoriesMatch: '“{query}” से मिलती कोई कैटेगरी नहीं है।',
  backToStore: 'दुकान पर वापस जाएँ',
  subCategoryCount: '{count} सब-कैटेगरी',

  // /product/{productId}
  breadcrumb: 'पेज का रास्ता',
  home: 'होम',
  productNotFound: 'सामान नहीं मिला',
  productNotFoundText: 'यह सामान आपकी दुकान में नहीं है।',
  goHome: 'होम पर जाएँ',
  productFailed: 'यह सामान लोड नहीं हो सका।',
  loadingProduct: 'सामान की जानकारी लोड हो रही है',
  productDetails: 'सामान की जानकारी',
  description: 'विवरण',
  brand: 'ब्रांड',
  chooseVariantLegend: 'उपलब्ध साइज़',
  unavailableNow: 'अभी उपलब्ध नहीं है',
  whyShopWithUs: 'हमसे ही क्यों खरीदें?',
  whyFresh: 'ताज़ा स्टॉक, हर सुबह जाँचा हुआ',
  whyPrices: 'सही दाम, MRP से कभी ज़्यादा नहीं',
  whyDelivery: 'आपके मोहल्ले की दुकान से जल्दी डिलीवरी',
  whySupport: 'कोई भी मदद चाहिए तो सीधे दुकानदार से बात करें',
  gallery: 'सामान की तस्वीरें',
  showImage: 'तस्वीर {index} दिखाएँ ({count} में से)',
  openViewer: 'तस्वीर {index} ({count} में से) पूरी स्क्रीन पर देखें',
  viewerTitle: '{product}: तस्वीर {index} ({count} में से)',
  closeViewer: 'बंद करें',
  previousImage: 'पिछली तस्वीर',
  nextImage: 'अगली तस्वीर',
  imageCounter: '{index} / {count}',
} satisfies Translation<typeof messages>;
