/**
 * Spanish: function words and the words of everyday chat, lower case, with the accent-less
 * forms people type on a phone. Written from general knowledge of the language.
 */
export const ES = `
el la los las lo un una unos unas y e o u ni pero sino que qué de del al a en con por para sin
sobre entre hasta desde hacia según contra como cómo cuando cuándo donde dónde adonde quien
quién quienes cual cuál cuales cuánto cuanto cuánta cuántos porque porqué yo tú tu te ti mi
mí me conmigo contigo nos nosotros nosotras vosotros vosotras os usted ustedes él ella ellos
ellas le les se su sus mis tus nuestro nuestra nuestros nuestras vuestro vuestra suyo suya
mío mía tuyo tuya este esta esto estos estas ese esa eso esos esas aquel aquella aquello es
son era eran fue fueron fui ser sido siendo soy eres somos sois sea estar estoy estás está
estamos estáis están estaba estabas estaban estuve estado esté estés he has ha hemos habéis
han había habías hay haber habría tengo tienes tiene tenemos tenéis tienen tenía tuve tener
voy vas va vamos vais van iba ibas fui ir ido yendo vete vente hago haces hace hacemos hacen
hacía hice hizo hacer hecho haciendo puedo puedes puede podemos pueden podía pude poder
podrías quiero quieres quiere queremos quieren quería quise querer sé sabes sabe sabemos
saben sabía saber creo crees cree digo dices dice dijo dije decir dime dame dale deja déjame
ver veo ves ve vemos visto vi vienes viene vengo venimos vienen venir vino llego llegas llega
llegué llegar llegamos mira mirar oye oír vale sí si no nada algo todo toda todos todas mucho
mucha muchos muchas muy más menos poco poca pocos bastante demasiado bien mal mejor peor
bueno buena buenos buenas malo mala gracias hola adiós adios chao chau hasta luego mañana
manana hoy ayer anoche ahora ya todavía todavia aún aun siempre nunca jamás también tambien
tampoco entonces después despues antes pronto tarde temprano aquí aqui ahí ahi allí alli acá
allá así asi casa trabajo curro día días noche noches semana finde año años vez veces hora
horas rato momento gente amigo amiga amigos amigas tío tía tíos mamá papá mami papi hermano
hermana hijo hija novio novia claro perfecto genial guay chulo venga dale pues jaja jajaja
jajajaja jeje jiji xd favor perdón perdon perdona disculpa disculpe siento lo siento
felicidades enhorabuena cumpleaños cumple feliz felices tranquilo tranquila cariño guapa
guapo besos beso besito abrazo abrazos saludos seguro exacto exactamente verdad cierto otra
otro otras otros aunque mientras igual quizás quizas quizá tal solo sólo cada cosa cosas
alguien nadie ningún ninguno ninguna algún alguno alguna mismo misma mismos qué tal estás
estas vienes voy vamos nos vemos buenos días buenas noches hasta luego muchas gracias
llamo llamas llama llámame llamar escribo escribes escribe escríbeme escribir mando mandas
manda mándame mandar espero esperas espera esperar necesito necesitas necesita necesitamos
tomar comer cenar comida cena desayuno café cerveza quedar quedamos quedo queda tienda súper
coche tren metro autobús avión vuelo hotel llaves móvil batería dirección película partido
reunión informe entrevista examen jefe oficina clase deberes lluvia lloviendo calor frío
mañana por contento contenta cansado cansada enfermo enferma preocupado preocupes preocupa
ganas cuidado ten tened verte vernos llegando salgo salir sales sale acabo acabas acaba acabar termino terminé
terminaste qué pasa pasa pasó pasado ocurre ok okey vaya madre mía hombre tía tío oye mira venga
ándale órale neta chido padre pana vos sos tenés querés podés boludo wey güey
hambre sed sueño aburrido aburrida miedo nervioso nerviosa solo sola abrazo beso agua leche
pan queso pollo cerveza vino zumo jugo postre tarta cocina habitación cama baño ducha puerta
ventana bici calle ciudad pueblo playa parque gimnasio piscina iglesia hospital aeropuerto
estación centro restaurante bar fiesta boda bebé hijo hija hermano hermana marido esposo
esposa novio novia abuela abuelo primo prima vecino profe médico cabeza duele dolor resfriado
fiebre tos medicina bonito bonita guapo precioso preciosa feo gracioso listo lista tonto loco
loca raro rara fácil difícil caro barato rápido despacio tranquilo contento contenta triste
cansado caliente frío mojado limpio sucio abierto cerrado lleno vacío olvídalo olvida cuídate
cuida descansa descansar totalmente todo todos ojalá vaya caray anda uf buah madre guay
`;
