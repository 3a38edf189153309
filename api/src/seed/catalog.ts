/**
 * The demo catalogue: a three-level category tree and the approved demo vendor's products.
 * Plain data; seed.ts turns it into rows with stable ids.
 */

/** [variant, unit, mrp, netPrice] */
export type VariantDef = readonly [variant: string, unit: string, mrp: number, netPrice: number];

export interface ProductDef {
  name: string;
  brand: string;
  variants: readonly VariantDef[];
  /** Extra name/value attributes (Tag, Author, Genre, Publisher, Language, Collection). */
  attrs?: Readonly<Record<string, string>>;
  description?: string;
}

export interface LeafDef {
  name: string;
  available?: boolean;
  /** The approved demo vendor lists this leaf although its top category is not `sold` (an empty shelf in the store). */
  listedByApproved?: boolean;
  products: readonly ProductDef[];
}

export interface SubDef {
  name: string;
  leaves: readonly LeafDef[];
}

export interface TopDef {
  name: string;
  icon: string;
  hue: number;
  available?: boolean;
  /** Whether the approved demo vendor sells in it. */
  sold: boolean;
  subs: readonly SubDef[];
}

const p = (name: string, brand: string, variants: readonly VariantDef[], attrs?: Record<string, string>, description?: string): ProductDef => ({
  name,
  brand,
  variants,
  ...(attrs ? { attrs } : {}),
  ...(description ? { description } : {}),
});

const book = (
  title: string,
  author: string,
  publisher: string,
  language: string,
  genre: string,
  variants: readonly VariantDef[],
  collection?: string,
): ProductDef =>
  p(
    title,
    publisher,
    variants,
    { Author: author, Genre: genre, Publisher: publisher, Language: language, ...(collection ? { Collection: collection } : {}) },
    `${title} by ${author}. ${genre}, in ${language}, published by ${publisher}.`,
  );

export const CATALOG: readonly TopDef[] = [
  {
    name: 'Fruits & Vegetables',
    icon: '🥦',
    hue: 110,
    sold: true,
    subs: [
      {
        name: 'Fresh Vegetables',
        leaves: [
          {
            name: 'Leafy Greens',
            products: [
              p(
                'Palak (Spinach)',
                'Farm Fresh',
                [
                  ['250', 'g', 30, 25],
                  ['500', 'g', 55, 48],
                ],
                { Tag: 'Organic' },
              ),
              p('Methi (Fenugreek Leaves)', 'Farm Fresh', [['250', 'g', 25, 20]], { Tag: 'Organic' }),
              p('Fresh Coriander', 'Farm Fresh', [
                ['100', 'g', 15, 12],
                ['250', 'g', 35, 30],
              ]),
            ],
          },
          {
            name: 'Root Vegetables',
            products: [
              p(
                'Potato',
                'Farm Fresh',
                [
                  ['1', 'kg', 40, 35],
                  ['2', 'kg', 78, 68],
                  ['5', 'kg', 190, 165],
                ],
                { Tag: 'Bestseller' },
              ),
              p(
                'Onion',
                'Farm Fresh',
                [
                  ['1', 'kg', 45, 40],
                  ['2', 'kg', 88, 78],
                ],
                { Tag: 'Bestseller' },
              ),
              p('Carrot (Gajar)', 'Farm Fresh', [
                ['500', 'g', 35, 30],
                ['1', 'kg', 68, 58],
              ]),
              p('Beetroot', 'Farm Fresh', [['500', 'g', 30, 30]]),
            ],
          },
          {
            name: 'Everyday Vegetables',
            products: [
              p('Tomato (Hybrid)', 'Farm Fresh', [
                ['500', 'g', 25, 22],
                ['1', 'kg', 48, 42],
              ]),
              p('Bhindi (Lady Finger)', 'Farm Fresh', [
                ['250', 'g', 20, 18],
                ['500', 'g', 40, 35],
              ]),
              p('Green Chilli', 'Farm Fresh', [['100', 'g', 10, 10]]),
              p('Cauliflower', 'Farm Fresh', [['1', 'pc', 40, 35]]),
            ],
          },
        ],
      },
      {
        name: 'Fresh Fruits',
        leaves: [
          {
            name: 'Seasonal Fruits',
            products: [
              p('Banana Robusta', 'Farm Fresh', [
                ['6', 'pcs', 40, 36],
                ['12', 'pcs', 78, 70],
              ]),
              p(
                'Alphonso Mango (Ratnagiri)',
                'Farm Fresh',
                [
                  ['1', 'kg', 600, 540],
                  ['2', 'kg', 1180, 1050],
                ],
                { Tag: 'Seasonal' },
              ),
              p('Pomegranate (Bhagwa)', 'Farm Fresh', [
                ['500', 'g', 110, 99],
                ['1', 'kg', 215, 190],
              ]),
              p('Papaya', 'Farm Fresh', [['1', 'pc', 60, 55]]),
            ],
          },
          {
            name: 'Exotic Fruits',
            available: false,
            products: [p('Kiwi (Imported)', 'Zespri', [['3', 'pcs', 99, 89]]), p('Avocado (Hass)', 'Farm Fresh', [['1', 'pc', 149, 129]])],
          },
        ],
      },
    ],
  },
  {
    name: 'Dairy',
    icon: '🥛',
    hue: 205,
    sold: true,
    subs: [
      {
        name: 'Milk',
        leaves: [
          {
            name: 'Toned Milk',
            products: [
              p(
                'Amul Taaza Toned Milk',
                'Amul',
                [
                  ['500', 'ml', 28, 28],
                  ['1', 'L', 56, 56],
                ],
                { Tag: 'Bestseller' },
              ),
              p('Mother Dairy Toned Milk', 'Mother Dairy', [
                ['500', 'ml', 27, 27],
                ['1', 'L', 54, 54],
              ]),
            ],
          },
          {
            name: 'Full Cream Milk',
            products: [
              p('Amul Gold Full Cream Milk', 'Amul', [
                ['500', 'ml', 34, 34],
                ['1', 'L', 68, 68],
              ]),
              p('Mother Dairy Full Cream Milk', 'Mother Dairy', [
                ['500', 'ml', 35, 33],
                ['1', 'L', 68, 66],
              ]),
            ],
          },
        ],
      },
      {
        name: 'Curd & Paneer',
        leaves: [
          {
            name: 'Curd',
            products: [
              p('Amul Masti Dahi', 'Amul', [
                ['200', 'g', 20, 20],
                ['400', 'g', 35, 35],
                ['1', 'kg', 80, 76],
              ]),
              p('Mother Dairy Classic Curd', 'Mother Dairy', [['400', 'g', 40, 38]]),
            ],
          },
          {
            name: 'Paneer',
            products: [
              p('Amul Malai Paneer', 'Amul', [
                ['200', 'g', 90, 85],
                ['500', 'g', 210, 199],
                ['1', 'kg', 420, 399],
              ]),
              p(
                'Fresh Paneer (Loose)',
                'Sharma Dairy',
                [
                  ['250', 'g', 100, 90],
                  ['500', 'g', 195, 175],
                ],
                { Tag: 'Fresh Today' },
              ),
            ],
          },
        ],
      },
      {
        name: 'Butter & Ghee',
        leaves: [
          {
            name: 'Butter',
            products: [
              p('Amul Butter (Pasteurised)', 'Amul', [
                ['100', 'g', 58, 58],
                ['500', 'g', 285, 275],
              ]),
              p('Amul Garlic Butter', 'Amul', [['100', 'g', 65, 62]]),
            ],
          },
          {
            name: 'Ghee',
            products: [
              p('Amul Pure Ghee', 'Amul', [
                ['500', 'ml', 330, 315],
                ['1', 'L', 650, 620],
              ]),
              p('Patanjali Cow Ghee', 'Patanjali', [
                ['500', 'ml', 365, 349],
                ['1', 'L', 720, 690],
              ]),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Grocery & Staples',
    icon: '🌾',
    hue: 35,
    sold: true,
    subs: [
      {
        name: 'Atta & Flours',
        leaves: [
          {
            name: 'Wheat Atta',
            products: [
              p(
                'Aashirvaad Shudh Chakki Atta',
                'Aashirvaad',
                [
                  ['1', 'kg', 65, 60],
                  ['5', 'kg', 290, 265],
                  ['10', 'kg', 560, 510],
                ],
                { Tag: 'Bestseller' },
              ),
              p('Pillsbury Chakki Fresh Atta', 'Pillsbury', [['5', 'kg', 280, 255]]),
              p('Fortune Chakki Fresh Atta', 'Fortune', [
                ['5', 'kg', 275, 249],
                ['10', 'kg', 540, 495],
              ]),
            ],
          },
          {
            name: 'Besan & Other Flours',
            products: [
              p('Rajdhani Besan', 'Rajdhani', [
                ['500', 'g', 65, 60],
                ['1', 'kg', 125, 115],
              ]),
              p('Aashirvaad Multigrain Atta', 'Aashirvaad', [
                ['1', 'kg', 85, 79],
                ['5', 'kg', 399, 369],
              ]),
              p('Rice Flour', 'Sharma Select', [['500', 'g', 40, 38]]),
            ],
          },
        ],
      },
      {
        name: 'Rice',
        leaves: [
          {
            name: 'Basmati Rice',
            products: [
              p('India Gate Basmati Rice Classic', 'India Gate', [
                ['1', 'kg', 220, 199],
                ['5', 'kg', 1050, 949],
              ]),
              p('Daawat Rozana Basmati Rice', 'Daawat', [
                ['1', 'kg', 110, 99],
                ['5', 'kg', 520, 475],
              ]),
              p('Kohinoor Super Silver Basmati', 'Kohinoor', [['1', 'kg', 180, 165]]),
            ],
          },
          {
            name: 'Everyday Rice',
            products: [
              p('Sona Masoori Rice', 'Sharma Select', [
                ['5', 'kg', 380, 345],
                ['10', 'kg', 740, 680],
              ]),
              p('Kolam Rice', 'Sharma Select', [['5', 'kg', 340, 310]]),
            ],
          },
        ],
      },
      {
        name: 'Dals & Pulses',
        leaves: [
          {
            name: 'Toor & Moong Dal',
            products: [
              p('Tata Sampann Toor Dal', 'Tata Sampann', [
                ['500', 'g', 95, 89],
                ['1', 'kg', 185, 172],
              ]),
              p('Moong Dal (Yellow)', 'Sharma Select', [
                ['500', 'g', 80, 74],
                ['1', 'kg', 155, 145],
              ]),
              p('Masoor Dal', 'Sharma Select', [['1', 'kg', 120, 110]]),
            ],
          },
          {
            name: 'Chana & Rajma',
            products: [
              p('Kabuli Chana', 'Sharma Select', [
                ['500', 'g', 85, 78],
                ['1', 'kg', 165, 150],
              ]),
              p('Rajma Chitra', 'Sharma Select', [
                ['500', 'g', 95, 90],
                ['1', 'kg', 185, 175],
              ]),
            ],
          },
        ],
      },
      {
        name: 'Edible Oils',
        leaves: [
          {
            name: 'Mustard Oil',
            products: [
              p('Fortune Kachi Ghani Mustard Oil', 'Fortune', [
                ['1', 'L', 185, 170],
                ['5', 'L', 890, 820],
              ]),
              p('Patanjali Kachi Ghani Mustard Oil', 'Patanjali', [['1', 'L', 180, 168]]),
            ],
          },
          {
            name: 'Sunflower Oil',
            products: [
              p('Fortune Sunlite Refined Sunflower Oil', 'Fortune', [
                ['1', 'L', 165, 150],
                ['5', 'L', 790, 725],
              ]),
              p('Saffola Gold Edible Oil', 'Saffola', [
                ['1', 'L', 199, 185],
                ['5', 'L', 950, 880],
              ]),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Snacks & Beverages',
    icon: '🍪',
    hue: 15,
    sold: true,
    subs: [
      {
        name: 'Biscuits & Namkeen',
        leaves: [
          {
            name: 'Biscuits',
            products: [
              p('Parle-G Gold', 'Parle', [
                ['100', 'g', 10, 10],
                ['1', 'kg', 100, 95],
              ]),
              p('Britannia Good Day Cashew', 'Britannia', [['200', 'g', 40, 38]]),
              p('Sunfeast Dark Fantasy Choco Fills', 'Sunfeast', [
                ['75', 'g', 40, 40],
                ['300', 'g', 150, 135],
              ]),
              p('Britannia Marie Gold', 'Britannia', [['250', 'g', 35, 33]]),
            ],
          },
          {
            name: 'Namkeen',
            products: [
              p(
                "Haldiram's Aloo Bhujia",
                "Haldiram's",
                [
                  ['200', 'g', 55, 52],
                  ['400', 'g', 105, 99],
                  ['1', 'kg', 245, 229],
                ],
                { Tag: 'Bestseller' },
              ),
              p('Bikaji Bikaneri Bhujia', 'Bikaji', [['400', 'g', 99, 92]]),
              p("Haldiram's Moong Dal", "Haldiram's", [['200', 'g', 55, 50]]),
            ],
          },
        ],
      },
      {
        name: 'Tea & Coffee',
        leaves: [
          {
            name: 'Tea',
            products: [
              p('Tata Tea Premium', 'Tata Tea', [
                ['250', 'g', 150, 140],
                ['500', 'g', 290, 270],
                ['1', 'kg', 560, 525],
              ]),
              p('Brooke Bond Red Label', 'Brooke Bond', [['500', 'g', 280, 265]]),
              p('Wagh Bakri Premium Leaf Tea', 'Wagh Bakri', [['500', 'g', 275, 260]]),
            ],
          },
          {
            name: 'Coffee',
            products: [
              p('Nescafe Classic Instant Coffee', 'Nescafe', [
                ['50', 'g', 190, 180],
                ['100', 'g', 360, 340],
              ]),
              p('Bru Instant Coffee', 'Bru', [['100', 'g', 250, 235]]),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Books',
    icon: '📚',
    hue: 270,
    sold: true,
    subs: [
      {
        name: 'Fiction',
        leaves: [
          {
            name: 'Indian Fiction',
            products: [
              book(
                'The God of Small Things',
                'Arundhati Roy',
                'Penguin India',
                'English',
                'Literary Fiction',
                [
                  ['Paperback', '', 499, 399],
                  ['Hardcover', '', 799, 699],
                ],
                'Booker Prize Winners',
              ),
              book('Godaan', 'Munshi Premchand', 'Rajkamal Prakashan', 'Hindi', 'Classic', [['Paperback', '', 250, 225]]),
              book('Train to Pakistan', 'Khushwant Singh', 'Penguin India', 'English', 'Historical Fiction', [['Paperback', '', 299, 249]]),
              book('Malgudi Days', 'R. K. Narayan', 'Indian Thought Publications', 'English', 'Short Stories', [
                ['Paperback', '', 225, 199],
                ['Hardcover', '', 450, 399],
              ]),
              book(
                'The White Tiger',
                'Aravind Adiga',
                'HarperCollins India',
                'English',
                'Literary Fiction',
                [['Paperback', '', 399, 329]],
                'Booker Prize Winners',
              ),
            ],
          },
          {
            name: 'Poetry & Classics',
            products: [
              book('Gitanjali', 'Rabindranath Tagore', 'Rupa Publications', 'English', 'Poetry', [['Paperback', '', 150, 135]]),
              book('Madhushala', 'Harivansh Rai Bachchan', 'Hind Pocket Books', 'Hindi', 'Poetry', [['Paperback', '', 150, 150]]),
              book('Pride and Prejudice', 'Jane Austen', 'Penguin Classics', 'English', 'Romance', [
                ['Paperback', '', 199, 169],
                ['Hardcover', '', 499, 449],
              ]),
            ],
          },
        ],
      },
      {
        name: "Children's Books",
        leaves: [
          {
            name: 'Story Books',
            products: [
              book('Panchatantra Stories', 'Vishnu Sharma', 'Om Books International', 'English', 'Folk Tales', [['Paperback', '', 199, 179]]),
              book(
                'Amar Chitra Katha: Krishna',
                'Anant Pai',
                'Amar Chitra Katha',
                'English',
                'Mythology',
                [['Paperback', '', 120, 110]],
                'Amar Chitra Katha Classics',
              ),
              book(
                'Tenali Raman Ki Kahaniyan',
                'Anant Pai',
                'Amar Chitra Katha',
                'Hindi',
                'Folk Tales',
                [['Paperback', '', 99, 99]],
                'Amar Chitra Katha Classics',
              ),
            ],
          },
        ],
      },
      {
        name: 'Exam Preparation',
        leaves: [
          {
            name: 'Competitive Exams',
            products: [
              book('Indian Polity', 'M. Laxmikanth', 'McGraw Hill', 'English', 'Exam Preparation', [['Paperback', '', 895, 760]]),
              book('Quantitative Aptitude', 'R. S. Aggarwal', 'S. Chand', 'English', 'Exam Preparation', [['Paperback', '', 725, 640]]),
              book("Lucent's General Knowledge", 'Lucent Editorial Team', 'Lucent Publications', 'Hindi', 'Exam Preparation', [
                ['Hindi Edition', '', 255, 230],
                ['English Edition', '', 275, 245],
              ]),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Personal Care',
    icon: '🧴',
    hue: 320,
    sold: true,
    subs: [
      {
        name: 'Bath & Body',
        leaves: [
          {
            name: 'Soaps',
            products: [
              p('Dettol Original Soap', 'Dettol', [
                ['125', 'g', 55, 50],
                ['4 x 125', 'g', 210, 189],
              ]),
              p('Mysore Sandal Soap', 'KSDL', [['125', 'g', 78, 75]]),
              p('Medimix Ayurvedic Soap', 'Medimix', [['125', 'g', 45, 43]]),
              p('Lux Soft Touch Soap', 'Lux', [['3 x 100', 'g', 135, 120]]),
            ],
          },
          {
            name: 'Shampoo',
            products: [
              p('Clinic Plus Strength & Shine', 'Clinic Plus', [
                ['175', 'ml', 110, 99],
                ['340', 'ml', 210, 195],
              ]),
              p('Head & Shoulders Anti-Dandruff', 'Head & Shoulders', [['180', 'ml', 199, 180]]),
            ],
          },
        ],
      },
      {
        name: 'Oral Care',
        leaves: [
          {
            name: 'Toothpaste',
            products: [
              p('Colgate Strong Teeth', 'Colgate', [
                ['100', 'g', 60, 55],
                ['200', 'g', 115, 105],
              ]),
              p('Dabur Red Paste', 'Dabur', [
                ['100', 'g', 65, 60],
                ['200', 'g', 125, 115],
              ]),
              p('Patanjali Dant Kanti', 'Patanjali', [['100', 'g', 50, 48]]),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Household',
    icon: '🧹',
    hue: 180,
    sold: false,
    subs: [
      {
        name: 'Cleaning',
        leaves: [
          { name: 'Detergents', listedByApproved: true, products: [] },
          { name: 'Floor Cleaners', products: [] },
        ],
      },
      { name: 'Kitchen Needs', leaves: [{ name: 'Scrubbers & Wipes', products: [] }] },
    ],
  },
  {
    name: 'Frozen Foods',
    icon: '🧊',
    hue: 190,
    available: false,
    sold: false,
    subs: [{ name: 'Frozen Snacks', leaves: [{ name: 'Frozen Parathas', products: [] }] }],
  },
];

/** Products of the offline demo vendor (9876543213): a small fresh-produce shop. */
export const OFFLINE_VENDOR_PRODUCTS: readonly { leaf: string; product: ProductDef }[] = [
  { leaf: 'Seasonal Fruits', product: p('Banana (Elaichi)', 'Iyer Farms', [['12', 'pcs', 60, 55]]) },
  {
    leaf: 'Seasonal Fruits',
    product: p('Guava', 'Iyer Farms', [
      ['500', 'g', 50, 45],
      ['1', 'kg', 95, 85],
    ]),
  },
  { leaf: 'Everyday Vegetables', product: p('Drumstick', 'Iyer Farms', [['250', 'g', 30, 28]]) },
  { leaf: 'Curd', product: p('Aavin Curd', 'Aavin', [['500', 'g', 35, 35]]) },
  { leaf: 'Toned Milk', product: p('Aavin Toned Milk', 'Aavin', [['500', 'ml', 25, 25]]) },
];
