import type { StaticPageText } from '../../static-page.ts';

/** "Données de localisation": when the itinerary page asks for the traveller’s position, and what it does with it. In Chinese. */
const page: StaticPageText = {
  title: '位置数据',
  intro:
    'Rihla 中只有一个页面会使用您设备的位置：前往某地的路线页面。本页说明它何时请求您的位置、如何使用，以及不会用它做什么。',
  sections: [
    {
      heading: '何时请求您的位置',
      paragraphs: [
        '“查看路线”页面会引导您前往指南中的某个地点，并可以显示您的位置。但它从不主动获取位置：您必须先点击“使用我的位置”按钮。',
        '随后，您的浏览器会弹出它自己的授权请求。在您同意之前，Rihla 无法获取您的位置。',
      ],
    },
    {
      heading: '位置的用途',
      paragraphs: [
        '您的位置仅在您的设备上使用，用于在地图上标出您的位置，并计算到所选地点的直线距离。',
        '位置不会发送到 Rihla 的服务器，也不会被保存：您离开该页面后，应用便不再保留。',
      ],
    },
    {
      heading: '地图应用链接',
      paragraphs: [
        '“在以下应用中打开路线”的链接会打开您选择的地图应用：Google Maps、Apple 地图、Organic Maps，或手机上的地图应用（例如 Waze）。Rihla 只会向它们传递目的地的坐标。',
        '之后由该应用规划路线，它可能会按照自己的隐私政策使用您的位置，这不在 Rihla 的控制范围之内。',
      ],
    },
    {
      heading: '拒绝或撤回授权',
      paragraphs: [
        '您可以拒绝提供位置，也可以之后在浏览器或网站设置中撤回授权。这样一来，距离将无法计算，但地图、地图应用链接以及 Rihla 的其他所有功能都能照常使用。',
      ],
    },
    {
      heading: '无需第三方服务器的地图',
      paragraphs: [
        'Rihla 的地图根据随应用提供的数据绘制：陆地数据来自 Natural Earth，省级行政区数据来自 geoBoundaries。应用不会访问任何第三方地图瓦片服务器，因此没有任何外部服务能得知您正在查看地图的哪个区域。',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
