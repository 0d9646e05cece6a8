import type { ReferenceWords } from '../lib/reference-words';

interface SeedSuburb {
  name: string;
  latitude: number;
  longitude: number;
}
interface SeedCity {
  name: string;
  latitude: number;
  longitude: number;
  suburbs: SeedSuburb[];
}
export interface SeedCountry {
  /** ISO 3166-1 alpha-2 */
  code: string;
  name: string;
  /** ISO 4217 codes; the first is the default */
  currencies: string[];
  cities: SeedCity[];
}
type FeatureLocation = 'INTERNAL' | 'EXTERNAL';
export interface SeedFeature {
  /** UPPER_SNAKE, e.g. BEDROOM */
  name: string;
  description: string;
  location: FeatureLocation;
}
export interface SeedPropertyType {
  name: string;
  /** names from seedFeatures */
  features: string[];
  children: { name: string; features: string[] }[];
}

export const seedCountries: SeedCountry[] = [
  {
    code: 'ZW',
    name: 'Zimbabwe',
    currencies: ['USD', 'ZWG'],
    cities: [
      {
        name: 'Harare',
        latitude: -17.8292,
        longitude: 31.0522,
        suburbs: [
          { name: 'Avondale', latitude: -17.7997, longitude: 31.0386 },
          { name: 'Borrowdale', latitude: -17.7563, longitude: 31.0912 },
          { name: 'Mount Pleasant', latitude: -17.7714, longitude: 31.0463 },
          { name: 'Belvedere', latitude: -17.8347, longitude: 31.0208 },
          { name: 'Highlands', latitude: -17.8006, longitude: 31.0947 },
          { name: 'Greendale', latitude: -17.8163, longitude: 31.1207 },
          { name: 'Marlborough', latitude: -17.7483, longitude: 31.0027 },
          { name: 'Avonlea', latitude: -17.7681, longitude: 31.0173 },
          { name: 'Eastlea', latitude: -17.8283, longitude: 31.0756 },
          { name: 'Milton Park', latitude: -17.8147, longitude: 31.0306 },
        ],
      },
      {
        name: 'Bulawayo',
        latitude: -20.1525,
        longitude: 28.5847,
        suburbs: [
          { name: 'Hillside', latitude: -20.1823, longitude: 28.6104 },
          { name: 'Burnside', latitude: -20.1947, longitude: 28.6058 },
          { name: 'Khumalo', latitude: -20.1423, longitude: 28.6087 },
          { name: 'Bradfield', latitude: -20.1684, longitude: 28.5976 },
          { name: 'North End', latitude: -20.1306, longitude: 28.5794 },
          { name: 'Famona', latitude: -20.1713, longitude: 28.5903 },
          { name: 'Morningside', latitude: -20.1796, longitude: 28.5812 },
          { name: 'Luveve', latitude: -20.1048, longitude: 28.5352 },
        ],
      },
    ],
  },
  {
    code: 'ZA',
    name: 'South Africa',
    currencies: ['ZAR', 'USD'],
    cities: [
      {
        name: 'Johannesburg',
        latitude: -26.2041,
        longitude: 28.0473,
        suburbs: [
          { name: 'Sandton', latitude: -26.1076, longitude: 28.0567 },
          { name: 'Rosebank', latitude: -26.1456, longitude: 28.0437 },
          { name: 'Parktown', latitude: -26.1793, longitude: 28.0427 },
          { name: 'Melville', latitude: -26.1762, longitude: 28.0094 },
          { name: 'Braamfontein', latitude: -26.1929, longitude: 28.0348 },
          { name: 'Houghton Estate', latitude: -26.1567, longitude: 28.0583 },
          { name: 'Parkhurst', latitude: -26.1384, longitude: 28.0178 },
          { name: 'Killarney', latitude: -26.1687, longitude: 28.0563 },
          { name: 'Norwood', latitude: -26.1573, longitude: 28.0763 },
        ],
      },
      {
        name: 'Cape Town',
        latitude: -33.9249,
        longitude: 18.4241,
        suburbs: [
          { name: 'Sea Point', latitude: -33.9154, longitude: 18.3898 },
          { name: 'Green Point', latitude: -33.9086, longitude: 18.4073 },
          { name: 'Gardens', latitude: -33.9336, longitude: 18.4117 },
          { name: 'Tamboerskloof', latitude: -33.9273, longitude: 18.4068 },
          { name: 'Camps Bay', latitude: -33.9513, longitude: 18.3777 },
          { name: 'Woodstock', latitude: -33.9267, longitude: 18.4463 },
          { name: 'Observatory', latitude: -33.9377, longitude: 18.4716 },
          { name: 'Rondebosch', latitude: -33.9603, longitude: 18.4742 },
          { name: 'Claremont', latitude: -33.9837, longitude: 18.4651 },
        ],
      },
    ],
  },
  {
    code: 'KE',
    name: 'Kenya',
    currencies: ['KES', 'USD'],
    cities: [
      {
        name: 'Nairobi',
        latitude: -1.2864,
        longitude: 36.8172,
        suburbs: [
          { name: 'Westlands', latitude: -1.2676, longitude: 36.8108 },
          { name: 'Kilimani', latitude: -1.2894, longitude: 36.7847 },
          { name: 'Kileleshwa', latitude: -1.2807, longitude: 36.7793 },
          { name: 'Lavington', latitude: -1.2786, longitude: 36.7694 },
          { name: 'Karen', latitude: -1.3194, longitude: 36.7103 },
          { name: 'Parklands', latitude: -1.2623, longitude: 36.8184 },
          { name: 'Upper Hill', latitude: -1.2983, longitude: 36.8134 },
          { name: 'Muthaiga', latitude: -1.2507, longitude: 36.8353 },
          { name: 'Gigiri', latitude: -1.2337, longitude: 36.8063 },
        ],
      },
    ],
  },
  {
    code: 'ZM',
    name: 'Zambia',
    currencies: ['ZMW', 'USD'],
    cities: [
      {
        name: 'Lusaka',
        latitude: -15.4167,
        longitude: 28.2833,
        suburbs: [
          { name: 'Kabulonga', latitude: -15.4153, longitude: 28.3447 },
          { name: 'Woodlands', latitude: -15.4297, longitude: 28.3154 },
          { name: 'Rhodes Park', latitude: -15.4052, longitude: 28.3047 },
          { name: 'Olympia', latitude: -15.3906, longitude: 28.3197 },
          { name: 'Roma', latitude: -15.3703, longitude: 28.3148 },
          { name: 'Longacres', latitude: -15.4134, longitude: 28.3092 },
          { name: 'Chelston', latitude: -15.3724, longitude: 28.3698 },
          { name: 'Ibex Hill', latitude: -15.4306, longitude: 28.3603 },
          { name: 'Kabwata', latitude: -15.4354, longitude: 28.2953 },
        ],
      },
    ],
  },
];

export const seedFeatures: SeedFeature[] = [
  { name: 'BEDROOM', description: 'Bedrooms in the main house', location: 'INTERNAL' },
  { name: 'BATHROOM', description: 'Full bathrooms', location: 'INTERNAL' },
  { name: 'BATH', description: 'Bathtubs', location: 'INTERNAL' },
  { name: 'SHOWER', description: 'Showers', location: 'INTERNAL' },
  { name: 'TOILET', description: 'Toilets', location: 'INTERNAL' },
  { name: 'KITCHEN', description: 'Kitchens', location: 'INTERNAL' },
  { name: 'LOUNGE', description: 'Lounges or living rooms', location: 'INTERNAL' },
  { name: 'DINING_ROOM', description: 'Separate dining rooms', location: 'INTERNAL' },
  { name: 'STUDY', description: 'Study or home office', location: 'INTERNAL' },
  { name: 'FIREPLACE', description: 'Indoor fireplaces', location: 'INTERNAL' },
  { name: 'AIR_CONDITIONING', description: 'Air-conditioned rooms', location: 'INTERNAL' },
  { name: 'FIBRE_INTERNET', description: 'Fibre internet connection', location: 'INTERNAL' },
  { name: 'ALARM', description: 'Intruder alarm system', location: 'INTERNAL' },
  { name: 'LIFT', description: 'Passenger lift in the building', location: 'INTERNAL' },
  { name: 'GARAGE', description: 'Lockable garage spaces', location: 'EXTERNAL' },
  { name: 'CARPORT', description: 'Covered carport spaces', location: 'EXTERNAL' },
  { name: 'PARKING_BAY', description: 'Dedicated parking bays', location: 'EXTERNAL' },
  { name: 'BALCONY', description: 'Balconies or terraces', location: 'EXTERNAL' },
  { name: 'POOL', description: 'Swimming pool', location: 'EXTERNAL' },
  { name: 'GARDEN', description: 'Private garden', location: 'EXTERNAL' },
  { name: 'STAFF_QUARTERS', description: 'Separate staff quarters', location: 'EXTERNAL' },
  { name: 'BOREHOLE', description: 'Borehole water supply', location: 'EXTERNAL' },
  { name: 'WATER_TANK', description: 'Water storage tanks', location: 'EXTERNAL' },
  { name: 'SOLAR', description: 'Solar power or solar geyser', location: 'EXTERNAL' },
  { name: 'SECURITY_WALL', description: 'Perimeter security wall', location: 'EXTERNAL' },
  { name: 'ELECTRIC_FENCE', description: 'Electric fence on the perimeter', location: 'EXTERNAL' },
  { name: 'FENCED', description: 'Property is fenced', location: 'EXTERNAL' },
  { name: 'ROAD_ACCESS', description: 'Access from a public road', location: 'EXTERNAL' },
  { name: 'ELECTRICITY', description: 'Connected to mains electricity', location: 'EXTERNAL' },
  { name: 'WATER_CONNECTION', description: 'Connected to municipal water', location: 'EXTERNAL' },
];

export const seedPropertyTypes: SeedPropertyType[] = [
  {
    name: 'House',
    features: [
      'BEDROOM',
      'BATHROOM',
      'BATH',
      'SHOWER',
      'TOILET',
      'KITCHEN',
      'LOUNGE',
      'DINING_ROOM',
      'STUDY',
      'FIREPLACE',
      'AIR_CONDITIONING',
      'FIBRE_INTERNET',
      'ALARM',
      'GARAGE',
      'CARPORT',
      'POOL',
      'GARDEN',
      'STAFF_QUARTERS',
      'BOREHOLE',
      'WATER_TANK',
      'SOLAR',
      'SECURITY_WALL',
      'ELECTRIC_FENCE',
    ],
    children: [
      {
        name: 'Cluster',
        features: [
          'BEDROOM',
          'BATHROOM',
          'BATH',
          'SHOWER',
          'TOILET',
          'KITCHEN',
          'LOUNGE',
          'DINING_ROOM',
          'FIBRE_INTERNET',
          'ALARM',
          'GARAGE',
          'CARPORT',
          'GARDEN',
          'BOREHOLE',
          'WATER_TANK',
          'SOLAR',
          'SECURITY_WALL',
          'ELECTRIC_FENCE',
        ],
      },
      {
        name: 'Townhouse',
        features: [
          'BEDROOM',
          'BATHROOM',
          'BATH',
          'SHOWER',
          'TOILET',
          'KITCHEN',
          'LOUNGE',
          'DINING_ROOM',
          'FIBRE_INTERNET',
          'ALARM',
          'GARAGE',
          'CARPORT',
          'PARKING_BAY',
          'BALCONY',
          'GARDEN',
          'WATER_TANK',
          'SOLAR',
          'SECURITY_WALL',
        ],
      },
      {
        name: 'Cottage',
        features: [
          'BEDROOM',
          'BATHROOM',
          'SHOWER',
          'TOILET',
          'KITCHEN',
          'LOUNGE',
          'FIREPLACE',
          'CARPORT',
          'GARDEN',
          'BOREHOLE',
          'WATER_TANK',
          'SOLAR',
        ],
      },
      {
        name: 'Garden Flat',
        features: [
          'BEDROOM',
          'BATHROOM',
          'SHOWER',
          'TOILET',
          'KITCHEN',
          'LOUNGE',
          'FIBRE_INTERNET',
          'CARPORT',
          'PARKING_BAY',
          'GARDEN',
        ],
      },
    ],
  },
  {
    name: 'Apartment',
    features: [
      'BEDROOM',
      'BATHROOM',
      'BATH',
      'SHOWER',
      'TOILET',
      'KITCHEN',
      'LOUNGE',
      'DINING_ROOM',
      'AIR_CONDITIONING',
      'FIBRE_INTERNET',
      'ALARM',
      'LIFT',
      'BALCONY',
      'PARKING_BAY',
      'GARAGE',
      'POOL',
      'WATER_TANK',
      'SOLAR',
      'SECURITY_WALL',
    ],
    children: [
      {
        name: 'Studio',
        features: [
          'BATHROOM',
          'SHOWER',
          'TOILET',
          'KITCHEN',
          'AIR_CONDITIONING',
          'FIBRE_INTERNET',
          'LIFT',
          'BALCONY',
          'PARKING_BAY',
        ],
      },
      {
        name: 'Penthouse',
        features: [
          'BEDROOM',
          'BATHROOM',
          'BATH',
          'SHOWER',
          'TOILET',
          'KITCHEN',
          'LOUNGE',
          'DINING_ROOM',
          'STUDY',
          'FIREPLACE',
          'AIR_CONDITIONING',
          'FIBRE_INTERNET',
          'ALARM',
          'LIFT',
          'BALCONY',
          'PARKING_BAY',
          'GARAGE',
          'POOL',
        ],
      },
      {
        name: 'Duplex',
        features: [
          'BEDROOM',
          'BATHROOM',
          'BATH',
          'SHOWER',
          'TOILET',
          'KITCHEN',
          'LOUNGE',
          'DINING_ROOM',
          'AIR_CONDITIONING',
          'FIBRE_INTERNET',
          'ALARM',
          'BALCONY',
          'PARKING_BAY',
          'GARAGE',
        ],
      },
    ],
  },
  {
    name: 'Commercial',
    features: [
      'TOILET',
      'KITCHEN',
      'AIR_CONDITIONING',
      'FIBRE_INTERNET',
      'ALARM',
      'LIFT',
      'PARKING_BAY',
      'BOREHOLE',
      'WATER_TANK',
      'SOLAR',
      'SECURITY_WALL',
      'ELECTRIC_FENCE',
      'ROAD_ACCESS',
      'ELECTRICITY',
      'WATER_CONNECTION',
    ],
    children: [
      {
        name: 'Office',
        features: [
          'TOILET',
          'KITCHEN',
          'AIR_CONDITIONING',
          'FIBRE_INTERNET',
          'ALARM',
          'LIFT',
          'PARKING_BAY',
          'WATER_TANK',
          'SOLAR',
        ],
      },
      {
        name: 'Retail Shop',
        features: [
          'TOILET',
          'AIR_CONDITIONING',
          'FIBRE_INTERNET',
          'ALARM',
          'PARKING_BAY',
          'ROAD_ACCESS',
          'ELECTRICITY',
          'WATER_CONNECTION',
        ],
      },
      {
        name: 'Warehouse',
        features: [
          'TOILET',
          'ALARM',
          'PARKING_BAY',
          'BOREHOLE',
          'WATER_TANK',
          'SOLAR',
          'SECURITY_WALL',
          'ELECTRIC_FENCE',
          'ROAD_ACCESS',
          'ELECTRICITY',
          'WATER_CONNECTION',
        ],
      },
    ],
  },
  {
    name: 'Land',
    features: ['FENCED', 'ROAD_ACCESS', 'ELECTRICITY', 'WATER_CONNECTION', 'BOREHOLE'],
    children: [
      {
        name: 'Residential Land',
        features: ['FENCED', 'ROAD_ACCESS', 'ELECTRICITY', 'WATER_CONNECTION', 'BOREHOLE'],
      },
      {
        name: 'Agricultural Land',
        features: ['FENCED', 'ROAD_ACCESS', 'ELECTRICITY', 'BOREHOLE', 'WATER_TANK'],
      },
      {
        name: 'Commercial Land',
        features: ['FENCED', 'ROAD_ACCESS', 'ELECTRICITY', 'WATER_CONNECTION'],
      },
    ],
  },
  {
    name: 'Short Stay',
    features: [
      'BEDROOM',
      'BATHROOM',
      'BATH',
      'SHOWER',
      'TOILET',
      'KITCHEN',
      'LOUNGE',
      'DINING_ROOM',
      'AIR_CONDITIONING',
      'FIBRE_INTERNET',
      'FIREPLACE',
      'PARKING_BAY',
      'POOL',
      'GARDEN',
      'SOLAR',
      'SECURITY_WALL',
    ],
    children: [
      {
        name: 'Guest House',
        features: [
          'BEDROOM',
          'BATHROOM',
          'SHOWER',
          'TOILET',
          'KITCHEN',
          'LOUNGE',
          'DINING_ROOM',
          'AIR_CONDITIONING',
          'FIBRE_INTERNET',
          'PARKING_BAY',
          'POOL',
          'GARDEN',
          'SOLAR',
          'SECURITY_WALL',
        ],
      },
      {
        name: 'Lodge',
        features: [
          'BEDROOM',
          'BATHROOM',
          'BATH',
          'SHOWER',
          'TOILET',
          'KITCHEN',
          'LOUNGE',
          'DINING_ROOM',
          'FIREPLACE',
          'PARKING_BAY',
          'POOL',
          'GARDEN',
          'SOLAR',
          'BOREHOLE',
        ],
      },
      {
        name: 'Holiday Home',
        features: [
          'BEDROOM',
          'BATHROOM',
          'BATH',
          'SHOWER',
          'TOILET',
          'KITCHEN',
          'LOUNGE',
          'DINING_ROOM',
          'FIBRE_INTERNET',
          'FIREPLACE',
          'GARAGE',
          'POOL',
          'GARDEN',
          'SOLAR',
        ],
      },
    ],
  },
];

const words = (fr: string, ar: string): ReferenceWords => ({ fr: { name: fr }, ar: { name: ar } });
const described = (
  [frName, frDescription]: [string, string],
  [arName, arDescription]: [string, string],
): ReferenceWords => ({
  fr: { name: frName, description: frDescription },
  ar: { name: arName, description: arDescription },
});

/** The catalogue features' names and descriptions in French and Arabic, by code. */
export const seedFeatureWords: Record<string, ReferenceWords> = {
  BEDROOM: described(
    ['Chambre', 'Chambres dans la maison principale'],
    ['غرفة نوم', 'غرف النوم في المنزل الرئيسي'],
  ),
  BATHROOM: described(['Salle de bains', 'Salles de bains complètes'], ['حمّام', 'حمّامات كاملة']),
  BATH: described(['Baignoire', 'Baignoires'], ['حوض استحمام', 'أحواض استحمام']),
  SHOWER: described(['Douche', 'Douches'], ['دش', 'دشات استحمام']),
  TOILET: described(['WC', 'Toilettes'], ['مرحاض', 'مراحيض']),
  KITCHEN: described(['Cuisine', 'Cuisines'], ['مطبخ', 'مطابخ']),
  LOUNGE: described(['Salon', 'Salons ou séjours'], ['صالة', 'صالات أو غرف معيشة']),
  DINING_ROOM: described(
    ['Salle à manger', 'Salles à manger séparées'],
    ['غرفة طعام', 'غرف طعام مستقلة'],
  ),
  STUDY: described(
    ['Bureau', 'Bureau ou espace de télétravail'],
    ['مكتب', 'غرفة مكتب أو مكتب منزلي'],
  ),
  FIREPLACE: described(['Cheminée', 'Cheminées intérieures'], ['مدفأة', 'مدافئ داخلية']),
  AIR_CONDITIONING: described(['Climatisation', 'Pièces climatisées'], ['تكييف', 'غرف مكيّفة']),
  FIBRE_INTERNET: described(
    ['Internet par fibre', 'Connexion Internet par fibre optique'],
    ['إنترنت بالألياف', 'اتصال بالإنترنت عبر الألياف الضوئية'],
  ),
  ALARM: described(
    ['Alarme', "Système d'alarme anti-intrusion"],
    ['جهاز إنذار', 'نظام إنذار ضد التسلل'],
  ),
  LIFT: described(['Ascenseur', "Ascenseur dans l'immeuble"], ['مصعد', 'مصعد ركاب في المبنى']),
  GARAGE: described(['Garage', 'Places de garage fermées'], ['مرآب', 'أماكن مغلقة في المرآب']),
  CARPORT: described(
    ['Abri voiture', 'Places de stationnement couvertes'],
    ['مظلة سيارات', 'مواقف سيارات مسقوفة'],
  ),
  PARKING_BAY: described(
    ['Place de parking', 'Places de parking réservées'],
    ['موقف سيارات', 'مواقف سيارات مخصصة'],
  ),
  BALCONY: described(['Balcon', 'Balcons ou terrasses'], ['شرفة', 'شرفات أو تراسات']),
  POOL: described(['Piscine', 'Piscine'], ['مسبح', 'حوض سباحة']),
  GARDEN: described(['Jardin', 'Jardin privatif'], ['حديقة', 'حديقة خاصة']),
  STAFF_QUARTERS: described(
    ['Logement du personnel', 'Logement séparé pour le personnel'],
    ['سكن العاملين', 'سكن منفصل للعاملين'],
  ),
  BOREHOLE: described(
    ['Forage', 'Alimentation en eau par forage'],
    ['بئر ارتوازية', 'إمداد بالمياه من بئر ارتوازية'],
  ),
  WATER_TANK: described(
    ['Citerne', "Réservoirs de stockage d'eau"],
    ['خزان مياه', 'خزانات لتخزين المياه'],
  ),
  SOLAR: described(
    ['Solaire', 'Panneaux solaires ou chauffe-eau solaire'],
    ['طاقة شمسية', 'طاقة شمسية أو سخان مياه شمسي'],
  ),
  SECURITY_WALL: described(
    ["Mur d'enceinte", "Mur d'enceinte de sécurité"],
    ['سور أمني', 'سور أمني حول العقار'],
  ),
  ELECTRIC_FENCE: described(
    ['Clôture électrique', 'Clôture électrique sur le pourtour'],
    ['سياج كهربائي', 'سياج كهربائي حول المحيط'],
  ),
  FENCED: described(['Clôturé', 'Le bien est clôturé'], ['مسوّر', 'العقار مسوّر']),
  ROAD_ACCESS: described(
    ['Accès routier', 'Accès par une voie publique'],
    ['منفذ على الطريق', 'منفذ من طريق عام'],
  ),
  ELECTRICITY: described(
    ['Électricité', 'Raccordé au réseau électrique'],
    ['كهرباء', 'موصول بشبكة الكهرباء العامة'],
  ),
  WATER_CONNECTION: described(
    ['Eau courante', "Raccordé au réseau d'eau municipal"],
    ['توصيلة مياه', 'موصول بشبكة المياه البلدية'],
  ),
};

/** The property types' names in French and Arabic, by English name. */
export const seedTypeWords: Record<string, ReferenceWords> = {
  House: words('Maison', 'منزل'),
  Cluster: words('Maison en résidence', 'منزل في مجمع سكني'),
  Townhouse: words('Maison de ville', 'تاون هاوس'),
  Cottage: words('Cottage', 'منزل ريفي'),
  'Garden Flat': words('Appartement avec jardin', 'شقة بحديقة'),
  Apartment: words('Appartement', 'شقة'),
  Studio: words('Studio', 'استوديو'),
  Penthouse: words('Penthouse', 'بنتهاوس'),
  Duplex: words('Duplex', 'دوبلكس'),
  Commercial: words('Commercial', 'عقار تجاري'),
  Office: words('Bureau', 'مكتب'),
  'Retail Shop': words('Boutique', 'محل تجاري'),
  Warehouse: words('Entrepôt', 'مستودع'),
  Land: words('Terrain', 'أرض'),
  'Residential Land': words('Terrain résidentiel', 'أرض سكنية'),
  'Agricultural Land': words('Terrain agricole', 'أرض زراعية'),
  'Commercial Land': words('Terrain commercial', 'أرض تجارية'),
  'Short Stay': words('Courte durée', 'إقامة قصيرة'),
  'Guest House': words("Maison d'hôtes", 'دار ضيافة'),
  Lodge: words('Lodge', 'نُزُل'),
  'Holiday Home': words('Maison de vacances', 'منزل عطلات'),
};
