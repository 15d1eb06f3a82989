import type { SafetyCase } from './types';

const CG109 =
  'NICE CG109 Transient loss of consciousness ("blackouts") in over 16s (loss of consciousness during exertion: specialist cardiovascular assessment within 24 hours)';
const CG113 =
  'NICE CG113 Generalised anxiety disorder and panic disorder in adults: management; NHS: Panic disorder (self-help)';
const CKS_CORNEAL_INJURY =
  'NICE CKS Corneal superficial injury (high-velocity injury such as hammering metal: immediate referral to eye casualty)';
const CKS_DYSPEPSIA_PREGNANCY =
  'NICE CKS Dyspepsia - pregnancy-associated; NICE NG133 Hypertension in pregnancy (pre-eclampsia symptoms denied)';
const CKS_MOLLUSCUM = 'NICE CKS Molluscum contagiosum; NHS: Molluscum contagiosum';
const CKS_OSTEOARTHRITIS =
  'NICE CKS Osteoarthritis; NICE NG226 Osteoarthritis in over 16s: diagnosis and management (self-management of flares)';
const CKS_SCABIES = 'NICE CKS Scabies (permethrin for the patient and close contacts); NHS: Scabies';
const COMPARTMENT_SYNDROME =
  'NHS: Compartment syndrome (acute: A&E) and plaster cast advice (numb, pale fingers or worsening pain: A&E); clinical judgement';
const EAR_BAROTRAUMA =
  'NHS: Ear barotrauma (usually gets better on its own; decongestant and pressure-equalising manoeuvres); clinical judgement';
const EUGLYCAEMIC_DKA =
  'NICE NG28 Type 2 diabetes in adults: management (SGLT2 inhibitors and diabetic ketoacidosis, which may occur with near-normal glucose); NHS: Diabetic ketoacidosis';
const EYELID_MYOKYMIA = 'clinical judgement (eyelid myokymia with stress, caffeine and short sleep)';
const FOOD_BOLUS =
  'clinical judgement (complete oesophageal food bolus obstruction, unable to swallow saliva: same-day emergency removal); NHS: Swallowing problems (dysphagia)';
const GEOGRAPHIC_TONGUE =
  'clinical judgement (geographic tongue, benign migratory glossitis); NICE NG12 Suspected cancer (no persistent ulcer, lump or red or white patch)';
const GROWING_PAINS =
  'clinical judgement (benign nocturnal limb pains of childhood); NICE NG12 Suspected cancer (no features of leukaemia or bone tumour in children)';
const JELLYFISH =
  'NHS: Jellyfish and other sea creature stings (treat at home; 999 for breathing difficulty or chest pain)';
const LAUNDRY_CAPSULE =
  'NHS: Poisoning (nhs.uk); clinical judgement (liquid laundry capsule ingestion with persistent cough, drooling or vomiting: hospital assessment now)';
const NEWBORN_WITHDRAWAL_BLEED =
  'clinical judgement (neonatal withdrawal bleeding from maternal oestrogen in the first week); NHS: Your newborn baby';
const NG25 =
  'NICE NG25 Preterm labour and birth (preterm prelabour rupture of membranes: assessment in a maternity unit now)';
const NG77 = 'NICE NG77 Cataracts in adults: management';
const NG97 =
  'NICE NG97 Dementia: assessment, management and support for people living with dementia and their carers';
const NG136_ACE_COUGH =
  'NICE NG136 Hypertension in adults: diagnosis and management; NICE CKS Hypertension (ACE inhibitor cough: consider an ARB)';
const OBSTETRIC_CHOLESTASIS =
  'NHS: Intrahepatic cholestasis of pregnancy (itching in pregnancy: contact the midwife or maternity unit the same day); clinical judgement';
const PULLED_ELBOW =
  'NHS: Pulled elbow (take the child to an urgent treatment centre or A&E to have it put back); clinical judgement';
const TOXIC_SHOCK =
  'NHS: Toxic shock syndrome (call 999 or go to A&E); NICE NG51 Suspected sepsis: recognition, diagnosis and early management';

/**
 * Eighteenth round (development half): 24 cases typed in the first person by patients and parents on a
 * phone, as people really write into a health app or a forum — run-on sentences, lowercase, a few typos
 * and text-speak ("omg", "n", "lol", "ds", "esp at nite"), British and American lay words (knickers,
 * trainers, Calpol, finals, "like six days straight"), hedging ("probably just…", "is she just being
 * dramatic?"), worry and minimising, a decisive detail buried at the end or left for the facts, some
 * written on behalf of a child, a partner or a parent, and two with a long irrelevant preamble (a
 * steakhouse anniversary, a prize marrow at the village show). The stories differ from the earlier
 * rounds'. The mix is the one the product most needs. Seven emergencies sound minor or sit in a casual
 * message: euglycaemic ketoacidosis on dapagliflozin told as the grandchildren's sickness bug "but my sugars
 * are only 9", a steak bolus stuck behind the breastbone in a man spitting out his own saliva, a
 * high-velocity metal fragment into the eye while hammering a chisel called "a bit of grit", compartment
 * syndrome under a new forearm cast in an eleven-year-old ("the cast probably just needs loosening"),
 * toxic shock syndrome in a sixteen-year-old with a tampon in since last night told as flu with a
 * "sunburn" rash, preterm rupture of the membranes at 31 weeks told as "wetting myself a little", and a
 * two-year-old who bit into a liquid laundry capsule and is "coughing a bit and a bit dribbly". Three
 * are urgent (a sixteen-year-old who dropped mid-sprint at netball put down to skipped lunch, itching of
 * the palms and soles at 33 weeks put down to stretching skin, a toddler's pulled elbow after being swung
 * by the hands), and three routine (a dry cough for two months since starting ramipril in a never-smoker
 * who fears lung cancer, a year of slowly worsening memory in a 79-year-old told by her daughter, misty
 * vision and night-time headlight glare over a year in a 74-year-old). Eleven are self-care problems told
 * in worried words, each with the red flags the patient denies: scabies in a couple ("BUGS under my
 * skin??"), a four-year-old's molluscum feared as skin cancer, a five-day-old girl's oestrogen-withdrawal
 * spotting ("blood in her nappy!!!"), geographic tongue feared as mouth cancer, an eyelid twitch in finals
 * week feared as MS or ALS, a six-year-old's night-time growing pains feared as leukaemia, a known panic
 * attack that has settled, heartburn at 28 weeks feared as the heart, a flare of known knee
 * osteoarthritis after double-digging the allotment, a jellyfish sting on a nine-year-old's leg on holiday
 * ("what if he's allergic??"), and ear barotrauma after a flight with a cold, told by a wife who fears a
 * burst eardrum. Written by the clinical team from guidelines (NICE, NICE CKS, NHS) and clinical
 * judgement, from the outside, without reading the knowledge base or the parser, before any change it
 * judges: 7 emergency, 3 urgent, 3 routine, 11 self-care.
 */
export const SAFETY_EIGHTEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies that sound minor or are buried in a casual message ──────────────────────
  {
    id: 'saf-1501',
    text: "think I've picked up the sickness bug my grandkids brought home from school, been throwing up since last night and my tummy aches. I'm type 2 diabetic but my sugars are only 9 so it can't be the diabetes can it. really just want to know if I should stop my tablets while I'm poorly",
    age: 61,
    sex: 'female',
    facts: [
      'I take metformin and dapagliflozin for my diabetes.',
      "I've been sick about six times since last night.",
      "I'm breathing fast and deep and I can't seem to slow it down.",
      'My husband says my breath smells funny, sort of sweet like pear drops.',
      "I feel really weak and sleepy, I can't get off the sofa.",
      "I've hardly eaten or drunk anything for two days.",
    ],
    denies: ["There's no blood in my sick.", 'No chest pain.', "I haven't got a temperature."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'patient-typed-euglycaemic-dka-sglt2-sugars-normal-told-as-bug',
    source: EUGLYCAEMIC_DKA,
  },
  {
    id: 'saf-1502',
    text: "Bit of a silly one. It's our 45th wedding anniversary today and the kids treated us to the steakhouse in town, first proper meal out since my wife had her knee done, the staff even brought out a cake with a sparkler. Lovely evening. Anyway a piece of steak went down awkward about two hours ago and it feels stuck halfway down my chest. I keep bringing up spit into a napkin. I expect it just needs a fizzy drink to wash it down? I'm 72.",
    age: 72,
    sex: 'male',
    facts: [
      "I can't swallow even a sip of water, it comes straight back up.",
      "I'm spitting out my own saliva because it won't go down.",
      'The stuck feeling is behind my breastbone.',
      'I had food stick once last year but it went down on its own after a few minutes.',
    ],
    denies: [
      "I'm not choking and I can breathe fine.",
      'No pain going into my arm or jaw.',
      "I'm not sweaty or clammy.",
      "I'm not coughing up blood.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'patient-typed-food-bolus-cant-swallow-spit-after-steak',
    source: FOOD_BOLUS,
  },
  {
    id: 'saf-1503',
    text: 'was working in the garage knocking a rusty bolt out with a hammer and chisel (no safety glasses, I know) and something flicked up into my right eye. bit scratchy and watery, probably just a bit of grit. can I flush it out with the shower or do I need eye drops from the drugstore',
    age: 38,
    sex: 'male',
    facts: [
      'I was hammering metal on metal when it happened.',
      'The vision in that eye is blurry.',
      "There's a tiny dark speck on the coloured part of my eye.",
      'My pupil on that side looks a bit pulled out of shape.',
      'It hurts more when I look at a light.',
    ],
    denies: ['Nothing chemical went in it.', "I don't wear contact lenses.", "I haven't got a headache."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'patient-typed-penetrating-eye-injury-hammering-told-as-grit',
    source: CKS_CORNEAL_INJURY,
  },
  {
    id: 'saf-1504',
    text: "ds (11) broke his arm at the trampoline park yesterday, they put a cast on at the hospital. he's been crying all night that it hurts and calpol and ibuprofen aren't touching it. the cast probably just needs loosening? fracture clinic isn't till monday",
    age: 11,
    sex: 'male',
    facts: [
      'The pain is much worse than it was yesterday, not better.',
      'His fingers are puffy and look pale.',
      'He says his fingers feel tingly and numb.',
      'He screams if I gently straighten his fingers.',
      'He can hardly wiggle his fingers.',
    ],
    denies: [
      "He hasn't banged the arm again.",
      "He hasn't got a temperature.",
      'The cast is not wet or broken.',
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'patient-typed-compartment-syndrome-child-cast-pain-not-touched',
    source: COMPARTMENT_SYNDROME,
  },
  {
    id: 'saf-1505',
    text: "think ive got flu, hot n shivery since this morning and been sick twice, bit of diarrhea too. also my skin has gone all red like sunburn which is weird cos ive not been in the sun lol. on my period. mum's at work til 7, can i just sleep it off",
    age: 16,
    sex: 'female',
    facts: [
      "I've been using tampons and I think the one in now has been in since last night.",
      'My temperature was 39.6.',
      'I nearly fainted when I stood up to go to the toilet.',
      'My whole body aches.',
      "I've hardly weed today.",
      'I feel a bit muddled.',
    ],
    denies: ["I'm not pregnant.", "My neck isn't stiff.", "I haven't got a sore throat."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'patient-typed-toxic-shock-tampon-teen-told-as-flu-sunburn-rash',
    source: TOXIC_SHOCK,
  },
  {
    id: 'saf-1506',
    text: "bit embarrassing but I think I keep wetting myself a little, 31 weeks with my first. since last night my knickers keep getting damp, it's clear and doesn't really smell like wee. probably just baby sitting on my bladder? my next midwife appointment is on Thursday",
    age: 27,
    sex: 'female',
    pregnant: true,
    facts: [
      "It's a steady trickle, more when I stand up.",
      "I've soaked through a few pads since last night.",
      "I've had some tightenings across my tummy this morning.",
    ],
    denies: [
      'No bleeding.',
      "The baby's moving as normal.",
      "I haven't got a temperature.",
      'No headache or problems with my vision.',
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'patient-typed-preterm-waters-breaking-31-weeks-told-as-leaking-wee',
    source: NG25,
  },
  {
    id: 'saf-1507',
    text: "my 2 year old bit into one of those washing liquid pods while I was pegging the washing out, I got it off him straight away and wiped his mouth out. he's coughing a bit and a bit dribbly but otherwise seems ok? do I need to do anything or just give him some milk",
    age: 2,
    sex: 'male',
    facts: [
      "He's been sick twice since.",
      "He's dribbling much more than usual and cries when he swallows.",
      "The cough hasn't stopped and he sounds a bit wheezy.",
      'Some of the liquid got on his face.',
    ],
    denies: ["He hasn't gone blue.", "He isn't drowsy.", 'None of it went in his eyes.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'patient-typed-toddler-laundry-capsule-bitten-coughing-drooling',
    source: LAUNDRY_CAPSULE,
  },

  // ── urgent: to be seen within 24 hours ──────────────────────────────────────────────────
  {
    id: 'saf-1508',
    text: "my daughter is 16 and fainted at netball practice today, her teacher said she just dropped in the middle of a sprint. she came round after about a minute and says she's fine now. she probably didn't eat enough lunch, she's always skipping it. should she still play her match on saturday?",
    age: 16,
    sex: 'female',
    facts: [
      'She collapsed while she was running, not after she stopped.',
      'There was no warning, she just went down.',
      'She says her heart was fluttering just before.',
      'Her uncle died suddenly in his thirties and they said it was his heart.',
    ],
    denies: [
      "She didn't shake or bite her tongue.",
      "She didn't hit her head.",
      "She hasn't got chest pain now.",
      "She's not short of breath now.",
      "She's back to her normal self.",
      "She's not pregnant.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'patient-typed-exertional-faint-teen-netball-blamed-on-skipped-lunch',
    source: CG109,
  },
  {
    id: 'saf-1509',
    text: "this might be a silly one. 33 wks and my hands and feet are SO itchy, esp at night, I'm scratching till they bleed. no rash at all. everyone keeps telling me it's just my skin stretching and to use more moisturiser. is that right?",
    age: 34,
    sex: 'female',
    pregnant: true,
    facts: [
      "It's worst on the palms of my hands and the soles of my feet.",
      "It's keeping me awake at night.",
      'My wee is darker than usual.',
      'This is my second baby.',
    ],
    denies: [
      "There's no rash.",
      "The baby's moving as normal.",
      'No bleeding.',
      'No headache or problems with my vision.',
      'No swelling of my face or hands.',
      'No tummy pain.',
      "I haven't got a temperature.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'patient-typed-itchy-palms-soles-third-trimester-cholestasis',
    source: OBSTETRIC_CHOLESTASIS,
  },
  {
    id: 'saf-1510',
    text: "was swinging my daughter (2) round by her hands at the park and she screamed and now won't use her left arm, just holds it still by her side. can't see any swelling. is she just being dramatic? she's happy enough otherwise, eating a biscuit with the other hand",
    age: 2,
    sex: 'female',
    facts: [
      'She cried straight away when I pulled her up by the hand.',
      "She keeps the arm straight and won't reach for anything with it.",
      'She cries if I try to bend her elbow.',
    ],
    denies: [
      'No swelling or bruising.',
      "She didn't fall.",
      'The arm looks a normal shape.',
      'Her hand is warm and pink.',
      "She hasn't got a temperature.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'patient-typed-toddler-pulled-elbow-swinging-wont-use-arm',
    source: PULLED_ELBOW,
  },

  // ── routine: book a GP appointment ──────────────────────────────────────────────────────
  {
    id: 'saf-1511',
    text: "I've had this tickly dry cough for about two months now, it drives me mad especially at night. Tried two bottles of cough mixture from the chemist, nothing. I'm worried after reading about lung cancer online, although I've never smoked in my life. 66.",
    age: 66,
    sex: 'female',
    facts: [
      'The cough started a few weeks after my doctor put me on ramipril for my blood pressure.',
      "It's dry, nothing comes up.",
      'I feel well otherwise.',
    ],
    denies: [
      "I'm not coughing up blood.",
      "I haven't lost any weight.",
      "I've never smoked.",
      "I'm not short of breath.",
      "I haven't got a temperature.",
      'No chest pain.',
      'My voice is not hoarse.',
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'patient-typed-dry-cough-months-ace-inhibitor-feared-cancer',
    source: NG136_ACE_COUGH,
  },
  {
    id: 'saf-1512',
    text: "Asking for my mum who's 79. Over the last year or so she's got more and more forgetful, asking the same questions over and over, she's missed paying her gas bill twice and last week I found her keys in the fridge. I keep telling myself it's just old age. Is it worth getting her seen or is there nothing they can do anyway?",
    age: 79,
    sex: 'female',
    facts: [
      "It's crept on slowly over about a year.",
      'She lives on her own and still washes and dresses herself.',
      'She sometimes gets muddled about what day it is.',
      "She's been a bit down since Dad died two years ago.",
    ],
    denies: [
      "It didn't come on suddenly and she hasn't got worse in the last few days.",
      "She hasn't got a temperature or a water infection that we know of.",
      "She hasn't had a fall or banged her head.",
      'No weakness in her face, arms or legs.',
      'Her speech is not slurred.',
      "She's not seeing things that aren't there.",
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'patient-typed-gradual-memory-loss-mum-told-by-daughter',
    source: NG97,
  },
  {
    id: 'saf-1513',
    text: "Not urgent I don't think but my eyesight's getting worse. Everything looks a bit misty, like looking through a dirty window, and car headlights at night have a big glare round them so I've stopped driving after dark. Been getting slowly worse for maybe a year. New glasses didn't help much. I'm 74.",
    age: 74,
    sex: 'male',
    facts: ["It's both eyes but the right is worse.", 'Colours look a bit faded.'],
    denies: [
      "It didn't happen suddenly.",
      'No pain in my eyes.',
      'My eyes are not red.',
      'No flashing lights or new floaters.',
      'No shadow or curtain coming over my vision.',
      'No headache.',
      "I haven't lost the sight in either eye.",
      "I'm not diabetic.",
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'patient-typed-gradual-misty-vision-night-glare-older-man',
    source: NG77,
  },

  // ── self-care told in worried words ─────────────────────────────────────────────────────
  {
    id: 'saf-1514',
    text: 'omg i think i have BUGS under my skin?? sooo itchy esp at nite, little red spots between my fingers n on my wrists n round my waist. my bf is itchy now too. googled it n its either scabies or bed bugs or something way worse im freaking out. 23',
    age: 23,
    sex: 'female',
    facts: [
      'There are tiny wiggly lines between my fingers.',
      "It's been going on about three weeks.",
      "It's worst at night in bed.",
      'My boyfriend has the same itch.',
    ],
    denies: [
      "I haven't got a temperature.",
      "The spots aren't weeping, crusty or full of pus.",
      'No thick scaly crusts on my skin.',
      "I'm not pregnant or breastfeeding.",
      "I don't have anything wrong with my immune system.",
      "I'm well in myself.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-scabies-bugs-under-skin',
    source: CKS_SCABIES,
  },
  {
    id: 'saf-1515',
    text: "My 4 year old has come up in these little pearly spots with a dimple in the middle, on his tummy and under his arm, maybe 10 of them. They've been there a few weeks. I looked it up and some of the pictures were skin cancer and now I can't sleep. He's completely fine in himself.",
    age: 4,
    sex: 'male',
    facts: [
      "They're small shiny skin-coloured bumps with a dip in the middle.",
      "They don't bother him, maybe a little itchy.",
      'His big sister had the same last year and they went on their own.',
    ],
    denies: [
      "He hasn't got a temperature.",
      'None are on or near his eyes.',
      "They're not hot, swollen or oozing pus.",
      'None are bleeding or growing fast.',
      "He hasn't got anything wrong with his immune system.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-molluscum-child-feared-skin-cancer',
    source: CKS_MOLLUSCUM,
  },
  {
    id: 'saf-1516',
    text: 'Our daughter is 5 days old and I just found BLOOD in her nappy!!! Only a tiny bit, pinky red on the front part, looks like it came from her vagina not her bottom. My partner is in bits. She is feeding fine. What do we do??',
    age: 0.014,
    sex: 'female',
    facts: [
      "It's a tiny smear, smaller than my fingernail.",
      "There's a bit of white sticky discharge there too.",
      'Her breasts look a little swollen.',
      'She had her vitamin K injection when she was born.',
      'She feeds every two to three hours and has plenty of wet and dirty nappies.',
    ],
    denies: [
      'No blood in her poo.',
      "She hasn't got a temperature.",
      "She isn't floppy or too sleepy, she wakes for her feeds.",
      'No bruises or spots on her skin.',
      'No bleeding from her belly button or anywhere else.',
      "She's not yellow.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-newborn-girl-vaginal-spotting',
    source: NEWBORN_WITHDRAWAL_BLEED,
  },
  {
    id: 'saf-1517',
    text: "keep getting these weird red bald patches on my tongue with white wavy edges, like a map. they move about, one day on the side, next day in the middle. spicy food stings a bit. been on and off for months. I'm terrified it's mouth cancer, my friend's dad had tongue cancer",
    age: 34,
    sex: 'female',
    facts: [
      'The patches change shape and place every few days.',
      'Spicy food and tomatoes make my tongue sting.',
    ],
    denies: [
      "There's no ulcer that stays in the same place.",
      'No lump in my mouth or neck.',
      'No bleeding from my mouth.',
      "I don't smoke and I hardly drink.",
      'No trouble swallowing.',
      "I haven't lost weight.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-geographic-tongue-feared-mouth-cancer',
    source: GEOGRAPHIC_TONGUE,
  },
  {
    id: 'saf-1518',
    text: "my left eyelid has been twitching for like 6 days straight and it's driving me crazy. it's finals week, I'm living on coffee and 4 hours of sleep. I googled it and now I'm convinced I have MS or ALS. do I need to see a doctor??",
    age: 20,
    sex: 'male',
    facts: [
      "It's only the lower lid of my left eye.",
      'It comes and goes, a few seconds at a time.',
      "I've been drinking about five coffees a day.",
    ],
    denies: [
      'No weakness in my face.',
      "My eyelid doesn't droop or close on its own.",
      'No twitching anywhere else in my face or body.',
      'No double or blurred vision.',
      'No numbness or tingling anywhere.',
      'No weakness in my arms or legs.',
      'My eye is not red or sore.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-eyelid-twitch-finals-feared-ms',
    source: EYELID_MYOKYMIA,
  },
  {
    id: 'saf-1519',
    text: "sorry long one. my 6 yr old keeps waking up crying that her legs hurt, both legs, behind the knees and her shins, a few nights a week for the last couple of months. I rub them and she goes back off, and in the morning she's running about like nothing happened. my sister in law said it could be leukaemia and now I can't think straight",
    age: 6,
    sex: 'female',
    facts: [
      "It's always both legs.",
      "It's only in the evening or at night.",
      'Rubbing her legs helps.',
      "She's very active, she does gymnastics twice a week.",
    ],
    denies: [
      "She's not limping.",
      'No swelling, redness or heat in her joints.',
      "She hasn't had a temperature.",
      "She hasn't lost weight and she eats well.",
      'No unusual bruising or nosebleeds.',
      "She's not pale or more tired than usual.",
      "The pain doesn't stop her playing in the day.",
      "It's not always in one spot.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-growing-pains-feared-leukaemia',
    source: GROWING_PAINS,
  },
  {
    id: 'saf-1520',
    text: "had another one of my panic attacks on the tube this morning, heart pounding out of my chest, pins and needles in my fingers and round my lips, felt like I was going to die or pass out. same as the ones I've had since uni. it's gone now after about 15 mins of breathing exercises, I just feel shaky and embarrassed. anything I can do so it doesn't keep happening?",
    age: 29,
    sex: 'female',
    facts: [
      'My GP diagnosed panic disorder a couple of years ago.',
      "I'm on the waiting list for talking therapy.",
      'This one felt exactly like my usual ones.',
      'I had a heart tracing before and it was normal.',
    ],
    denies: [
      'No chest pain now.',
      "I'm not short of breath now.",
      "I didn't actually faint.",
      'No pain going into my arm or jaw.',
      "I don't have any heart problems.",
      "I'm not pregnant.",
      "I haven't had a recent operation or long flight and I'm not on the pill.",
      "I haven't had any thoughts of harming myself.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-known-panic-attack-settled',
    source: CG113,
  },
  {
    id: 'saf-1521',
    text: "28 weeks and the heartburn is unreal, burning right up into my throat after every meal and worse lying down, I can taste sick at the back of my mouth. I've got myself worked up thinking it's my heart because it's in my chest. gaviscon helps for a bit. normal??",
    age: 31,
    sex: 'female',
    pregnant: true,
    facts: [
      'It comes after I eat and when I lie flat.',
      'Gaviscon helps.',
      'My blood pressure was normal at my midwife check last week.',
    ],
    denies: [
      'No headache.',
      'No blurred vision or flashing lights.',
      'No sudden swelling of my face, hands or feet.',
      'No pain under my ribs on the right.',
      "I'm not short of breath.",
      'No pain going into my arm, jaw or back.',
      "The baby's moving normally.",
      'No bleeding.',
      "I'm not being sick a lot and I haven't lost weight.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-heartburn-pregnancy-feared-heart',
    source: CKS_DYSPEPSIA_PREGNANCY,
  },
  {
    id: 'saf-1522',
    text: "Right, where to start. I retired from the railways six years ago and threw myself into the allotment, which the wife calls my second marriage. We won best marrow at the village show last year, 14 pounds it was. Anyway I spent all weekend double-digging the new bed for the leeks and now my right knee is stiff and achy, worse going down the stairs. The doctor told me years ago it's a bit of wear and tear. I'm 71 and I'm scared this is it and I'll end up in a wheelchair like my father.",
    age: 71,
    sex: 'male',
    facts: [
      'I was told I have osteoarthritis in that knee a few years ago.',
      "It's stiff for about 20 minutes in the morning then loosens up.",
      'Ibuprofen gel and paracetamol help.',
      'I can walk on it fine.',
    ],
    denies: [
      "The knee isn't hot or red.",
      "It's not very swollen.",
      "I haven't got a temperature.",
      "It hasn't locked or given way.",
      "I didn't fall or twist it.",
      "My calf isn't swollen or tender.",
      "I'm not on blood thinners.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-knee-osteoarthritis-flare-after-digging',
    source: CKS_OSTEOARTHRITIS,
  },
  {
    id: 'saf-1523',
    text: "we're on holiday in Spain and my 9 year old got stung by a jellyfish on his leg in the sea about 20 mins ago. he's screaming, there are angry red whip marks across his calf. the lifeguard put vinegar on it. he's never been stung before, what if he's allergic??",
    age: 9,
    sex: 'male',
    facts: [
      'The red lines are only on his lower leg.',
      "It's very painful and stinging.",
      'The lifeguard rinsed it and picked the bits off.',
      "He's breathing normally and talking to me.",
    ],
    denies: [
      'No swelling of his lips, face or tongue.',
      "He's not wheezy or short of breath.",
      "He's not dizzy or faint.",
      'No chest pain.',
      "He isn't being sick.",
      'No stings on his face or near his eyes.',
      'No hives spreading over his body.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-jellyfish-sting-child-holiday',
    source: JELLYFISH,
  },
  {
    id: 'saf-1524',
    text: "Asking for my husband (45) because he won't ask himself. Since we landed back from Tenerife yesterday his right ear has felt blocked and muffled and a bit sore, like it needs to pop. He had a stinking cold on the way out. He says it's nothing but I'm worried he's burst his eardrum.",
    age: 45,
    sex: 'male',
    facts: [
      'The ear got worse as the plane came down to land.',
      'His hearing is a bit muffled on that side.',
      'He still has a bit of a blocked nose from the cold.',
    ],
    denies: [
      'No discharge or blood from the ear.',
      "The pain isn't bad.",
      'No dizziness or spinning.',
      'No ringing in the ear.',
      "He hasn't got a temperature.",
      'No weakness in his face.',
      'He can still hear me talking on that side.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-ear-barotrauma-after-flight-told-by-wife',
    source: EAR_BAROTRAUMA,
  },
];
